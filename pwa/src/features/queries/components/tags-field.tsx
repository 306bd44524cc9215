import { useEffect, useState, type KeyboardEvent } from 'react';
import { MAX_TAGS, normalizeTag, suggestTags, TAG_MAX_LENGTH } from '#domain/queries/tags.ts';
import { controlClasses } from '#pwa/components/form/field-shell.tsx';
import { localDb } from '#pwa/sync/local-db.ts';

/** How often each tag is used on the questions this device holds: the suggestions, offline too. */
function useTagCounts() {
  const [counts, setCounts] = useState<ReadonlyMap<string, number>>(new Map());
  useEffect(() => {
    let live = true;
    void localDb.questions.toArray().then((questions) => {
      const seen = new Map<string, number>();
      for (const q of questions) for (const t of q.tags ?? []) seen.set(t, (seen.get(t) ?? 0) + 1);
      if (live) setCounts(seen);
    });
    return () => {
      live = false;
    };
  }, []);
  return counts;
}

const chip = 'inline-flex items-center gap-1 rounded-full bg-indigo-50 py-1 pr-1 pl-3 text-sm font-medium text-indigo-800 dark:bg-indigo-500/15 dark:text-indigo-200';

/** Tags (optional, up to five): typed and added with Enter or a comma, or chosen from those in use. */
export function TagsField({ tags, onChange }: { tags: string[]; onChange: (tags: string[]) => void }) {
  const [typed, setTyped] = useState('');
  const counts = useTagCounts();
  const suggestions = suggestTags(typed, counts, tags);
  const full = tags.length >= MAX_TAGS;
  const add = (text: string) => {
    const tag = normalizeTag(text).slice(0, TAG_MAX_LENGTH);
    if (tag && !tags.includes(tag) && !full) onChange([...tags, tag]);
    setTyped('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add(typed);
    } else if (event.key === 'Backspace' && !typed && tags.length) onChange(tags.slice(0, -1));
  };
  return (
    <div>
      <label htmlFor="question-tags" className="mb-2 block text-sm font-semibold text-slate-800 dark:text-slate-200">
        Tags <span className="font-normal text-slate-600 dark:text-slate-400">(optional, up to {MAX_TAGS})</span>
      </label>
      {tags.length > 0 && (
        <ul aria-label="Chosen tags" className="mb-2 flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li key={tag} className={chip}>
              #{tag}
              <button
                type="button"
                onClick={() => onChange(tags.filter((t) => t !== tag))}
                aria-label={`Remove tag ${tag}`}
                className="grid size-6 place-items-center rounded-full hover:bg-indigo-100 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:hover:bg-indigo-500/25"
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id="question-tags"
        value={typed}
        disabled={full}
        maxLength={TAG_MAX_LENGTH + 10}
        onChange={(e) => setTyped(e.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => typed.trim() && add(typed)}
        placeholder={full ? `${MAX_TAGS} tags chosen` : 'e.g. placements, gate-2027'}
        aria-describedby="question-tags-hint"
        className={controlClasses(false)}
      />
      <p id="question-tags-hint" className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        Press Enter or a comma after each tag.
      </p>
      {suggestions.length > 0 && (
        <div role="group" aria-label="Tags in use" className="mt-2 flex flex-wrap gap-2">
          {suggestions.map((tag) => (
            <button
              key={tag}
              type="button"
              // Chosen before the field's blur adds the half-typed text.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => add(tag)}
              className="rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:border-slate-700 dark:text-slate-300 dark:hover:bg-slate-800"
            >
              Add #{tag}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
