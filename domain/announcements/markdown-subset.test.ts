import { describe, expect, it } from 'vitest';
import { parseBody, plainText } from './markdown-subset.ts';

describe('the announcement body', () => {
  it('reads headings, paragraphs, bold, lists and web links', () => {
    const body = '## Reunion 2026\n\nJoin us on **20 December**\nat the old workshop.\n\n- Lunch at 1 pm\n* Register at [the portal](https://alumni.example.edu/events)';
    expect(parseBody(body)).toEqual([
      { type: 'heading', inlines: [{ type: 'text', text: 'Reunion 2026' }] },
      { type: 'paragraph', inlines: [{ type: 'text', text: 'Join us on ' }, { type: 'bold', text: '20 December' }, { type: 'text', text: ' at the old workshop.' }] },
      {
        type: 'list',
        items: [[{ type: 'text', text: 'Lunch at 1 pm' }], [{ type: 'text', text: 'Register at ' }, { type: 'link', text: 'the portal', href: 'https://alumni.example.edu/events' }]],
      },
    ]);
  });

  it('keeps HTML and other link schemes as the text they are', () => {
    const body = '<img src=x onerror=alert(1)> [click](javascript:alert(1)) [data](data:text/html,hi)';
    expect(parseBody(body)).toEqual([{ type: 'paragraph', inlines: [{ type: 'text', text: body }] }]);
  });

  it('gives plain text for a push or the text part of an e-mail', () => {
    expect(plainText('# Hi\n\n**Come** to [the fest](https://example.com)\n\n- one\n- two')).toBe('Hi\n\nCome to the fest (https://example.com)\n\n• one\n• two');
  });
});
