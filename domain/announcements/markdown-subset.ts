// The announcement body's Markdown subset (issue 32): headings, bold, lists and links, parsed into
// plain data that the app renders as React elements and the e-mail as escaped text. Never HTML in,
// never HTML out: `<b>` stays the four characters it is.

export type Inline = { type: 'text'; text: string } | { type: 'bold'; text: string } | { type: 'link'; text: string; href: string };
export type Block = { type: 'heading'; inlines: Inline[] } | { type: 'paragraph'; inlines: Inline[] } | { type: 'list'; items: Inline[][] };

// **bold** or [words](https://…): a link only to the web, never javascript: or data:.
const INLINE = /\*\*([^*\n]+)\*\*|\[([^\]\n]+)\]\((https?:\/\/[^\s)]+)\)/g;

export function parseInlines(line: string): Inline[] {
  const out: Inline[] = [];
  let at = 0;
  for (const m of line.matchAll(INLINE)) {
    if (m.index > at) out.push({ type: 'text', text: line.slice(at, m.index) });
    out.push(m[1] !== undefined ? { type: 'bold', text: m[1] } : { type: 'link', text: m[2]!, href: m[3]! });
    at = m.index + m[0].length;
  }
  if (at < line.length) out.push({ type: 'text', text: line.slice(at) });
  return out;
}

/** Blocks are separated by blank lines; `#`/`##`/`###` make a heading, `- ` or `* ` lines a list. */
export function parseBody(body: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ type: 'paragraph', inlines: parseInlines(paragraph.join(' ')) });
    if (list.length) blocks.push({ type: 'list', items: list.map(parseInlines) });
    paragraph = [];
    list = [];
  };
  for (const raw of body.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const heading = /^#{1,3}\s+(.+)$/.exec(line);
    const item = /^[-*]\s+(.+)$/.exec(line);
    if (!line) flush();
    else if (heading) {
      flush();
      blocks.push({ type: 'heading', inlines: parseInlines(heading[1]!) });
    } else if (item) {
      if (paragraph.length) flush();
      list.push(item[1]!);
    } else {
      if (list.length) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

/** The body as plain text (a push's words, an e-mail's text part): marks dropped, links as "words (url)". */
export function plainText(body: string): string {
  const inline = (xs: Inline[]) => xs.map((x) => (x.type === 'link' ? `${x.text} (${x.href})` : x.text)).join('');
  return parseBody(body)
    .map((b) => (b.type === 'list' ? b.items.map((i) => `• ${inline(i)}`).join('\n') : inline(b.inlines)))
    .join('\n\n');
}
