import { ANNOUNCEMENT_BODY_MAX } from '#domain/announcements/announcement.ts';
import { TextAreaField } from '#pwa/components/form/text-field.tsx';
import { RichText } from '#pwa/components/ui/rich-text.tsx';

const code = 'rounded bg-slate-100 px-1 font-mono text-slate-800 dark:bg-slate-800 dark:text-slate-200';

const HINT = (
  <>
    Formatting: <code className={code}>## heading</code>, <code className={code}>**bold**</code>, <code className={code}>- list</code>,{' '}
    <code className={code}>[words](https://…)</code>
  </>
);

/** The body in the Markdown subset, with the preview members will read beside it (below on a phone). */
export function AnnouncementBodyField({ value, onChange, error }: { value: string; onChange: (body: string) => void; error?: string }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <TextAreaField
        id="announcement-body"
        label="Message"
        value={value}
        maxLength={ANNOUNCEMENT_BODY_MAX}
        rows={10}
        onChange={(e) => onChange(e.target.value)}
        error={error}
        hint={HINT}
      />
      <section aria-labelledby="announcement-preview" className="min-w-0">
        <h2 id="announcement-preview" className="mb-2 text-sm font-semibold text-slate-800 dark:text-slate-200">
          Preview
        </h2>
        <div className="min-h-40 rounded-xl border border-dashed border-slate-300 p-4 break-words dark:border-slate-700">
          {value.trim() ? <RichText body={value} /> : <p className="text-slate-500 dark:text-slate-400">The message, as members will read it.</p>}
        </div>
      </section>
    </div>
  );
}
