import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { flatChunkImports, transitiveImports } from './flat-chunk-imports.ts';

type Bundle = Rolldown.OutputBundle;

const chunk = (fileName: string, imports: string[], isDynamicEntry = false) =>
  ({ type: 'chunk', fileName, imports, isDynamicEntry, code: `/* ${fileName} */` }) as unknown as Rolldown.OutputChunk;

/** A route chunk three levels above the chunks it needs, one of them shared and one already loaded. */
const bundle = (): Bundle => ({
  'assets/boot.js': chunk('assets/boot.js', ['assets/runtime.js']),
  'assets/runtime.js': chunk('assets/runtime.js', []),
  'assets/page.js': chunk('assets/page.js', ['assets/list.js', 'assets/runtime.js'], true),
  'assets/list.js': chunk('assets/list.js', ['assets/db.js', 'assets/text.js']),
  'assets/db.js': chunk('assets/db.js', ['assets/text.js', 'assets/dexie.js']),
  'assets/text.js': chunk('assets/text.js', []),
  'assets/dexie.js': chunk('assets/dexie.js', []),
  'assets/page.css': { type: 'asset', fileName: 'assets/page.css' } as Rolldown.OutputAsset,
});

describe('flat chunk imports', () => {
  it('finds every chunk a chunk reaches, each once, nearest first', () => {
    const all = bundle();
    expect(transitiveImports(all['assets/page.js'] as Rolldown.OutputChunk, all)).toEqual([
      'assets/list.js',
      'assets/runtime.js',
      'assets/db.js',
      'assets/text.js',
      'assets/dexie.js',
    ]);
  });

  it('appends the imports a dynamically loaded chunk lacks after its own, and leaves other chunks alone', () => {
    const all = bundle();
    const plugin = flatChunkImports();
    (plugin.generateBundle as (options: unknown, bundle: Bundle) => void)({}, all);
    expect((all['assets/page.js'] as Rolldown.OutputChunk).code).toBe('/* assets/page.js */\nimport "./db.js";import "./text.js";import "./dexie.js";');
    expect((all['assets/list.js'] as Rolldown.OutputChunk).code).toBe('/* assets/list.js */');
    expect((all['assets/boot.js'] as Rolldown.OutputChunk).code).toBe('/* assets/boot.js */');
  });
});
