import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

const SOURCES = ['pwa', 'domain', 'public', 'index.html', 'manifest.webmanifest', 'vite.config.ts', 'package.json'];

async function newestMtime(path: string): Promise<number> {
  const s = await stat(path).catch(() => undefined);
  if (!s) return 0;
  if (!s.isDirectory()) return s.mtimeMs;
  const entries = await readdir(path);
  const times = await Promise.all(
    // Tests are not built: editing one (pwa/e2e included) must not rebuild dist/ under a running server.
    entries.filter((e) => e !== 'node_modules' && e !== 'e2e' && !e.endsWith('.test.ts')).map((e) => newestMtime(join(path, e))),
  );
  return Math.max(s.mtimeMs, ...times);
}

/** Builds the PWA into dist/ when the build is missing or older than its sources. */
export async function ensurePwaBuild(root: string): Promise<'fresh' | 'built'> {
  const built = await stat(join(root, 'dist', 'index.html')).then((s) => s.mtimeMs, () => 0);
  const sources = Math.max(...(await Promise.all(SOURCES.map((s) => newestMtime(join(root, s))))));
  if (built >= sources) return 'fresh';
  console.log('Building the PWA (dist/ is missing or older than its sources)...');
  const { build } = await import('vite');
  await build({ root, configFile: join(root, 'vite.config.ts'), logLevel: 'warn' });
  return 'built';
}
