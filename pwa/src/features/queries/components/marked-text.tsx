import { markTerms } from '#domain/queries/search-marks.ts';

/** Text with the searched words in <mark>: React text nodes only, never HTML from the text. */
export function MarkedText({ text, terms }: { text: string; terms: readonly string[] }) {
  return (
    <>
      {markTerms(text, terms).map((piece, i) =>
        piece.hit ? (
          <mark key={i} className="rounded-sm bg-amber-200/80 px-0.5 text-inherit dark:bg-amber-400/30 dark:text-amber-50">
            {piece.text}
          </mark>
        ) : (
          piece.text
        ),
      )}
    </>
  );
}
