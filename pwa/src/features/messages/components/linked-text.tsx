import { Fragment } from 'react';

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/gi;

/**
 * A message's text with its web addresses as links: text nodes and anchors only, never HTML, and
 * the links open apart from the app without telling the other site where they came from.
 */
export function LinkedText({ text }: { text: string }) {
  const parts: (string | { href: string })[] = [];
  let at = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    parts.push(text.slice(at, match.index), { href: match[0] });
    at = match.index + match[0].length;
  }
  parts.push(text.slice(at));
  return (
    <>
      {parts.map((part, i) =>
        typeof part === 'string' ? (
          <Fragment key={i}>{part}</Fragment>
        ) : (
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow" className="break-all underline underline-offset-2">
            {part.href}
          </a>
        ),
      )}
    </>
  );
}
