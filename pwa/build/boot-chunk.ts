import type { Plugin } from 'vite';

/**
 * The modules the app's entry imports statically, directly or not: what every first load runs.
 * Left to itself the bundler splits them into a dozen small chunks (each also shared with some lazy
 * page), and every one is a request, a preload link and a module record before the app can start.
 * `boot.test` puts them in one chunk instead; `bootChunk()` finds them once the graph is known.
 */
export function bootChunk(entry: string): { plugin: Plugin; test: (id: string) => boolean } {
  let boot: Set<string> | undefined;
  const plugin: Plugin = {
    name: 'alumni:boot-chunk',
    apply: 'build',
    buildEnd() {
      boot = new Set();
      const entryId = [...this.getModuleIds()].find((id) => id.endsWith(entry));
      const queue = entryId ? [entryId] : [];
      for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
        if (boot.has(id)) continue;
        boot.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  // Styles stay with Vite's CSS handling; the entry module itself stays the entry.
  const test = (id: string) => !!boot?.has(id) && !id.endsWith(entry) && !/\.css($|\?)/.test(id);
  return { plugin, test };
}
