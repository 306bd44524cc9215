import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { compressedForms, compressible, FORMS } from '#api/http/compressed-forms.ts';

/**
 * Writes each text file's brotli and gzip forms beside it in dist/ (`x.js.br`, `x.js.gz`) once per
 * build, so a server starting on dist/ reads them instead of compressing every file again (5 CPU-s
 * per start: ADR 0149). Last of the build: the service worker and the prerendered pages are in.
 * Workers serve their own compression: `.assetsignore` keeps the forms out of the upload.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const files = (await readdir(outDir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile());
        await Promise.all(
          files.map(async (e) => {
            const file = join(e.parentPath, e.name);
            const raw = new Uint8Array(await readFile(file));
            if (!compressible(file, raw.byteLength)) return;
            const forms = await compressedForms(raw);
            await Promise.all([writeFile(file + FORMS.br, forms.br), writeFile(file + FORMS.gzip, forms.gzip)]);
          }),
        );
        await writeFile(join(outDir, '.assetsignore'), `*${FORMS.br}\n*${FORMS.gzip}\n`);
      },
    },
  };
}
