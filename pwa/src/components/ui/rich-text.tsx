import { parseBody, type Inline } from '#domain/announcements/markdown-subset.ts';

function Inlines({ inlines }: { inlines: Inline[] }) {
  return inlines.map((x, i) =>
    x.type === 'bold' ? (
      <strong key={i} className="font-semibold text-slate-900 dark:text-white">
        {x.text}
      </strong>
    ) : x.type === 'link' ? (
      <a key={i} href={x.href} target="_blank" rel="noopener noreferrer nofollow" className="font-semibold text-indigo-700 underline underline-offset-2 dark:text-indigo-300">
        {x.text}
      </a>
    ) : (
      <span key={i}>{x.text}</span>
    ),
  );
}

/** A body in the announcements' Markdown subset, as React elements: the text is never read as HTML. */
export function RichText({ body }: { body: string }) {
  return (
    <div className="space-y-4 leading-7 text-slate-800 dark:text-slate-200">
      {parseBody(body).map((block, i) =>
        block.type === 'heading' ? (
          <h2 key={i} className="text-xl font-bold text-slate-900 dark:text-white">
            <Inlines inlines={block.inlines} />
          </h2>
        ) : block.type === 'list' ? (
          <ul key={i} className="list-disc space-y-1 pl-6">
            {block.items.map((item, j) => (
              <li key={j}>
                <Inlines inlines={item} />
              </li>
            ))}
          </ul>
        ) : (
          <p key={i} className="break-words">
            <Inlines inlines={block.inlines} />
          </p>
        ),
      )}
    </div>
  );
}
