import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import { THEME_INIT_CSP_HASH, THEME_INIT_SCRIPT } from './theme-init-script.ts';

it("the CSP hash is the inline theme script's own (a changed script needs the printed hash)", () => {
  const hash = createHash('sha256').update(THEME_INIT_SCRIPT, 'utf8').digest('base64');
  expect(THEME_INIT_CSP_HASH).toBe(`'sha256-${hash}'`);
});
