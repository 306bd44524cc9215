import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

// ADR 0124: a chunk loaded by import() names every chunk it needs, not only its own imports, so the
// browser asks for all of them at once instead of one level of imports after another (five levels,
// ~100 ms each at 4× CPU offline, before a member's screen had its code). What Rollup's
// `hoistTransitiveImports` does for entries; Rolldown does not implement it yet.

/** The chunks `chunk` reaches through static imports, nearest first, itself excluded. */
export function transitiveImports(chunk: OutputChunk, bundle: OutputBundle): string[] {
  const seen = new Set<string>(chunk.imports);
  const queue = [...chunk.imports];
  for (let i = 0; i < queue.length; i++) {
    const next = bundle[queue[i]!];
    if (next?.type !== 'chunk') continue;
    for (const name of next.imports) {
      if (seen.has(name) || name === chunk.fileName) continue;
      seen.add(name);
      queue.push(name);
    }
  }
  return queue;
}

/** The path from `from`'s folder to `to`, both bundle file names ("assets/a.js"). */
function relative(from: string, to: string): string {
  const up = from.split('/').slice(0, -1);
  const down = to.split('/');
  while (up.length && up[0] === down[0]) {
    up.shift();
    down.shift();
  }
  return (up.length ? '../'.repeat(up.length) : './') + down.join('/');
}

/**
 * Appended, the extra imports change no evaluation order: each is a dependency of an earlier import,
 * so it has been evaluated by the time its turn comes. Only the fetching starts earlier.
 */
export function flatChunkImports(): Plugin {
  return {
    name: 'alumni:flat-chunk-imports',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isDynamicEntry) continue;
        const direct = new Set(chunk.imports);
        const hoisted = transitiveImports(chunk, bundle).filter((name) => !direct.has(name));
        if (hoisted.length === 0) continue;
        chunk.code += '\n' + hoisted.map((name) => `import ${JSON.stringify(relative(chunk.fileName, name))};`).join('');
      }
    },
  };
}
