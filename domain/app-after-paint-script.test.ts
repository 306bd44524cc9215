import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import { APP_AFTER_PAINT_CSP_HASH, APP_AFTER_PAINT_SCRIPT } from './app-after-paint-script.ts';

it("the CSP hash is the inline app loader's own (a changed script needs the printed hash)", () => {
  const hash = createHash('sha256').update(APP_AFTER_PAINT_SCRIPT, 'utf8').digest('base64');
  expect(APP_AFTER_PAINT_CSP_HASH).toBe(`'sha256-${hash}'`);
});
