import { useRef, useState, type FormEvent } from 'react';
import { askerName } from '#domain/queries/labels.ts';
import { commentDate } from '#domain/queries/query-dates.ts';
import { controlClasses } from '#pwa/components/form/field-shell.tsx';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import type { LocalComment } from '#pwa/sync/local-db.ts';
import { RemovedNotice, RemovedPlaceholder } from '#pwa/components/report/removed-notice.tsx';
import { ReportButton } from '#pwa/components/report/report-button.tsx';
import { useSessionStore } from '#pwa/stores/session-store.ts';
import type { SuggestedPerson } from '#pwa/lib/people-suggestions.ts';
import { usePostComment } from '../api/post-comment.ts';
import { MentionText } from './mention-text.tsx';
import { MentionTextarea } from './mention-textarea.tsx';
import { PendingBadge } from './question-badges.tsx';
import { localSaveFailure } from '#pwa/sync/storage-error.ts';

type Props = { id: string; answerId: string; comments: LocalComment[]; pendingIds: ReadonlySet<string> };

/** An answer's comments (dates 'dd MMM, yyyy') and the comment box; empty text cannot post. */
export function CommentSection({ id, answerId, comments, pendingIds }: Props) {
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<SuggestedPerson[]>([]);
  const [error, setError] = useState<string | null>(null);
  const post = usePostComment();
  const me = useSessionStore((s) => s.user?._id);
  const sending = useRef(false); // a double click lands before the cleared box renders

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current || text.trim() === '') return;
    sending.current = true;
    try {
      const result = await post(answerId, text, picked);
      if (!result.ok) return setError(result.message);
      setText('');
      setPicked([]);
      setError(null);
    } catch (error) {
      setError(localSaveFailure(error, 'Your comment could not be saved on this device. Please try again.'));
    } finally {
      sending.current = false;
    }
  };

  return (
    <div id={id} className="mt-4 border-t border-slate-100 pt-4 dark:border-slate-800">
      {comments.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">No comments yet.</p>
      ) : (
        <ul className="space-y-2.5" aria-label="Comments">
          {comments.map((c) => (
            <li key={c._id} className="rounded-xl bg-slate-50 px-4 py-3 dark:bg-slate-800/60">
              {c.removed?.reason === null ? (
                <RemovedPlaceholder className="text-sm leading-6" />
              ) : (
                <p className="text-sm leading-6 whitespace-pre-line text-slate-800 dark:text-slate-200">
                  <MentionText text={c.content} mentions={c.mentions} />
                </p>
              )}
              {c.removed && c.removed.reason !== null && <RemovedNotice removal={c.removed} kind="comment" targetId={c._id} />}
              <p className="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600 dark:text-slate-400">
                <span className="font-medium text-slate-700 dark:text-slate-300">{askerName(c.commentedBy)}</span>
                <span aria-hidden="true">·</span>
                <time dateTime={c.createdAt}>{commentDate(c.createdAt)}</time>
                {pendingIds.has(c._id) && <PendingBadge />}
                {!c.removed && !pendingIds.has(c._id) && c.commentedById !== me && <ReportButton kind="comment" targetId={c._id} className="-my-1 ml-auto text-xs" />}
              </p>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={onSubmit} className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-start">
        <label htmlFor={`${id}-text`} className="sr-only">
          Add a comment
        </label>
        <MentionTextarea
          id={`${id}-text`}
          rows={1}
          maxLength={2000}
          value={text}
          onChange={setText}
          onMention={(person) => setPicked((list) => [...list, person])}
          placeholder="Add a comment..."
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`${controlClasses(!!error)} min-h-11 resize-y py-2 text-sm`}
        />
        <button type="submit" disabled={text.trim() === ''} className={buttonClasses('secondary', 'md', 'shrink-0')}>
          Post Comment
        </button>
      </form>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
