import { extname } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

// How the built PWA's text files are compressed: by the build (pwa/build/precompress.ts writes each
// file's forms beside it) and, for a file without them, by the server when first asked
// (static-assets.ts). One definition, so both give the same bytes.

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.webmanifest', '.svg', '.txt']);
/** The suffixes of the forms written beside a file: `x.js.br`, `x.js.gz`. */
export const FORMS = { br: '.br', gzip: '.gz' } as const;

/** Whether `file` is worth compressing: text, over a kilobyte. */
export const compressible = (file: string, bytes: number) => COMPRESSIBLE.has(extname(file)) && bytes > 1024;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Brotli at quality 11 and gzip at level 9, on libuv's threads (not the event loop). */
export async function compressedForms(raw: Uint8Array): Promise<{ br: Uint8Array; gzip: Uint8Array }> {
  const [br, gz] = await Promise.all([brotliAsync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }), gzipAsync(raw, { level: 9 })]);
  return { br: new Uint8Array(br), gzip: new Uint8Array(gz) };
}
