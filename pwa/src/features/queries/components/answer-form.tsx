import { useId, useRef, useState, type FormEvent } from 'react';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { controlClasses } from '#pwa/components/form/field-shell.tsx';
import type { SuggestedPerson } from '#pwa/lib/people-suggestions.ts';
import { usePostAnswer } from '../api/post-answer.ts';
import { MentionTextarea } from './mention-textarea.tsx';
import { localSaveFailure } from '#pwa/sync/storage-error.ts';

/** The answer box under a question: trimmed text, and an empty box cannot post (spec 5). */
export function AnswerForm({ id, questionId, onPosted }: { id: string; questionId: string; onPosted: () => void }) {
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<SuggestedPerson[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false); // a double click lands before the busy state renders
  const post = usePostAnswer();
  const fieldId = useId();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current || text.trim() === '') return;
    sending.current = true;
    setBusy(true);
    try {
      const result = await post(questionId, text, picked);
      if (!result.ok) return setError(result.message); // the box stays open with the text (spec 8)
      setText('');
      setPicked([]);
      setError(null);
      onPosted();
    } catch (error) {
      setError(localSaveFailure(error, 'Your answer could not be saved on this device. Please try again.'));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  return (
    <form id={id} onSubmit={onSubmit} className="mt-5 space-y-3">
      <label htmlFor={fieldId} className="block text-sm font-semibold text-slate-800 dark:text-slate-200">
        Your Answer
      </label>
      <MentionTextarea
        id={fieldId}
        rows={5}
        maxLength={10_000}
        value={text}
        onChange={setText}
        onMention={(person) => setPicked((list) => [...list, person])}
        placeholder="Share what you know or what worked for you. Type @ to mention someone."
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : undefined}
        className={`${controlClasses(!!error)} min-h-32 resize-y`}
        autoFocus
      />
      {error && (
        <p id={`${fieldId}-error`} role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      <div className="flex justify-end">
        <button type="submit" disabled={busy || text.trim() === ''} className={buttonClasses('primary', 'md')}>
          Post Answer
        </button>
      </div>
    </form>
  );
}
