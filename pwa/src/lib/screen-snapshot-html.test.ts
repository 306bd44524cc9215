import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { shellWithSnapshot } from './screen-snapshot-html.ts';

const indexHtml = readFileSync(new URL('../../../index.html', import.meta.url), 'utf8');

describe('shellWithSnapshot', () => {
  it("puts the screen after index.html's empty root, inert and hidden from assistive technology, the root marked behind it", () => {
    const html = shellWithSnapshot(indexHtml, '<main><h1>Job Portal</h1></main>')!;
    expect(html).toContain(
      '<div id="root" data-behind-snapshot></div><div id="screen-snapshot" inert aria-hidden="true"><main><h1>Job Portal</h1></main></div>',
    );
    expect(html.replace(/<div id="root"[\s\S]*?<\/main><\/div>/, '<div id="root"></div>')).toBe(indexHtml);
  });

  it('gives nothing for a shell without an empty root, so the worker answers with the plain shell', () => {
    expect(shellWithSnapshot('<body><div id="root" data-prerendered><p>Home</p></div></body>', '<p>x</p>')).toBeUndefined();
  });

  it('keeps "$" patterns in the screen as they are', () => {
    expect(shellWithSnapshot('<div id="root"></div>', "<p>$& $1 $' ₹500</p>")).toContain("<p>$& $1 $' ₹500</p>");
  });
});
