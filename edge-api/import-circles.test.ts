import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const config = new URL('../eslint.config.js', import.meta.url).pathname;

// `npm run lint` on a scratch folder with the project's config: which import circles it refuses (ADR 0127).
describe('the lint rule against import circles', () => {
  let dir = '';
  const files: Record<string, string> = {
    'package.json': JSON.stringify({ type: 'module', imports: { '#here/*': './*' } }),
    // A value one way and a type the other, through an alias: the memories pair of issue 51.
    'uploads.ts': "import { complete } from '#here/complete.ts';\nexport type Deps = { n: number };\nexport const upload = (): number => complete({ n: 1 });\n",
    'complete.ts': "import type { Deps } from './uploads.ts';\nexport const complete = (deps: Deps): number => deps.n;\n",
    // Three files round.
    'a.ts': "import { b } from './b.ts';\nexport const a = (): number => b();\n",
    'b.ts': "import { c } from './c.ts';\nexport const b = (): number => c();\n",
    'c.ts': "import { a } from './a.ts';\nexport const c = (): number => a();\n",
    // Types only, both ways: erased from the build, allowed.
    'f.ts': "import type { G } from './g.ts';\nexport type F = { g?: G };\n",
    'g.ts': "import type { F } from './f.ts';\nexport type G = { f?: F };\n",
    // A plain chain.
    'x.ts': "import { y } from './y.ts';\nexport const x = (): number => y();\n",
    'y.ts': 'export const y = (): number => 1;\n',
  };
  let circles: Record<string, string[]> = {};
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'alumni-circles-'));
    for (const [name, text] of Object.entries(files)) await writeFile(join(dir, name), text);
    const eslint = new ESLint({ cwd: dir, overrideConfigFile: config });
    const results = await eslint.lintFiles(['*.ts']);
    circles = Object.fromEntries(results.map((r) => [
      r.filePath.slice(dir.length + 1),
      r.messages.map((m) => `${m.ruleId ?? m.message}: ${m.message}`),
    ]));
  }, 60_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('refuses a circle whose way back is a type-only import, at the file importing a value', () => {
    expect(circles['uploads.ts']).toEqual(['import-x/no-cycle: Dependency cycle detected']);
    expect(circles['complete.ts']).toEqual([]);
  });

  it('refuses a circle through three files, at each of them', () => {
    for (const name of ['a.ts', 'b.ts', 'c.ts']) expect(circles[name]).toEqual([expect.stringMatching(/^import-x\/no-cycle: Dependency cycle via/)]);
  });

  it('lets types that name each other and an import chain pass', () => {
    for (const name of ['f.ts', 'g.ts', 'x.ts', 'y.ts']) expect(circles[name]).toEqual([]);
  });
});
