import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';

/** Where the built app serves its notices: dist/third-party-notices.txt (ADR 0128). */
export const NOTICES_FILE = 'third-party-notices.txt';

type LockEntry = { name?: string; version?: string; license?: string; dev?: boolean; devOptional?: boolean };

const LICENCE_FILE = /^(licen[cs]e|copying|notice)([.-]|$)/i;
const RULE = '-'.repeat(80);

/** The package-lock.json key (`node_modules/a/node_modules/@s/b`) of the package a module lies in. */
export function packageKeyOf(root: string, moduleId: string): string | undefined {
  const path = relative(root, moduleId.replace(/^\0/, '').split('?')[0]!).split(sep).join('/');
  return /^((?:node_modules\/(?:@[^/]+\/)?[^/]+\/)*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(path)?.[1];
}

/** A README's "License" or "Licensing" section, up to the next heading: where some packages keep it. */
function readmeLicence(dir: string): string {
  const readme = existsSync(dir) ? readdirSync(dir).find((f) => /^readme(\.md)?$/i.test(f)) : undefined;
  if (!readme) return '';
  const lines = readFileSync(join(dir, readme), 'utf8').split('\n');
  const heading = (i: number) => /^#{1,6}\s/.test(lines[i] ?? '') || /^[-=]{3,}\s*$/.test(lines[i + 1] ?? '');
  const start = lines.findIndex((line, i) => heading(i) && /^#*\s*licen[cs](e|ing)s?\s*$/i.test(line.trim()));
  if (start < 0) return '';
  let end = start + 1;
  while (end < lines.length && !heading(end)) end++;
  return lines.slice(start, end).join('\n').trim();
}

function licenceTexts(dir: string): string {
  const files = existsSync(dir) ? readdirSync(dir).filter((f) => LICENCE_FILE.test(f)).sort() : [];
  return files.map((f) => readFileSync(join(dir, f), 'utf8').trim()).join('\n\n') || readmeLicence(dir);
}

/**
 * The notices text: the project's NOTICE (Lucide's licence among them), then every package the
 * server installs for production (package-lock.json, not `dev`) and every package whose modules the
 * app's or the service worker's bundles hold (`bundled`, lockfile keys), each with its licence files.
 */
export function noticesText(root: string, bundled: Iterable<string> = []): string {
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, LockEntry> };
  const bundledKeys = new Set(bundled);
  const packages = new Map<string, { key: string; entry: LockEntry; name: string }>();
  for (const [key, entry] of Object.entries(lock.packages)) {
    if (!key.startsWith('node_modules/')) continue;
    const production = !entry.dev && !entry.devOptional && existsSync(join(root, key));
    if (!production && !bundledKeys.has(key)) continue;
    const name = entry.name ?? key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length);
    packages.set(`${name}@${entry.version}`, { key, entry, name });
  }
  const sorted = [...packages.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const sections = sorted.map(({ key, entry, name }) => {
    const text = licenceTexts(join(root, key)) || `(The package carries no licence text; its package.json says ${entry.license ?? 'nothing'}.)`;
    return `${RULE}\n${name} ${entry.version}\nLicence: ${entry.license ?? 'not stated'}\n\n${text}\n`;
  });
  const notice = readFileSync(join(root, 'NOTICE'), 'utf8').trim();
  return [
    notice,
    `${RULE}\nThird-party packages (${sorted.length}), listed from package-lock.json when this copy was built:\nwhat the server runs in production and what the app's and service worker's bundles contain.\n`,
    ...sections,
  ].join('\n\n');
}

/**
 * Writes dist/third-party-notices.txt after every build, and serves it in development. `app` goes in
 * the app's plugins; `serviceWorker` in vite-plugin-pwa's service-worker build, whose bundle (workbox)
 * is made in the app build's closeBundle, before this one's 'post' closeBundle writes the file.
 */
export function thirdPartyNotices(root: string): { app: Plugin; serviceWorker: Plugin } {
  const bundled = new Set<string>();
  let outDir = '';
  const collect: Plugin['generateBundle'] = (_options, bundle) => {
    for (const output of Object.values(bundle)) {
      if (output.type !== 'chunk') continue;
      for (const id of output.moduleIds) {
        const key = packageKeyOf(root, id);
        if (key) bundled.add(key);
      }
    }
  };
  const app: Plugin = {
    name: 'alumni:third-party-notices',
    configResolved(config) {
      if (config.command === 'build') outDir = resolve(config.root, config.build.outDir);
    },
    configureServer(server) {
      server.middlewares.use(`/${NOTICES_FILE}`, (_req, res) => {
        res.setHeader('Content-Type', 'text/plain; charset=utf-8');
        res.end(noticesText(root));
      });
    },
    generateBundle: collect,
    closeBundle: {
      sequential: true,
      order: 'post',
      handler() {
        if (outDir) writeFileSync(join(outDir, NOTICES_FILE), noticesText(root, bundled));
      },
    },
  };
  return { app, serviceWorker: { name: 'alumni:third-party-notices-sw', apply: 'build', generateBundle: collect } };
}
