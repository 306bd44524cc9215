import { join } from 'node:path';
import { build } from 'vite';

/** A bench entry (`bench/<file>.ts`) as one classic script that sets `window[name]`, for a Chromium page. */
export async function pageScript(root: string, entry: string, name: string): Promise<string> {
  const out = await build({
    root,
    configFile: false,
    logLevel: 'silent',
    build: { write: false, minify: true, lib: { entry: join(root, entry), name, formats: ['iife'] } },
  });
  const first = (Array.isArray(out) ? out[0] : out) as { output: { type: string; code?: string }[] };
  const chunk = first.output.find((o) => o.type === 'chunk');
  if (!chunk?.code) throw new Error(`${entry} did not build`);
  return chunk.code;
}
