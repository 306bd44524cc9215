import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { MESSAGE_MAX_CHARS } from '#domain/messages/message.ts';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { countText } from '#domain/count-text.ts';

// A pointer that is a finger: Enter gives a new line there, and the button sends.
const touchFirst = () => typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;

/**
 * The thread's composer: Enter sends on a desktop, Shift+Enter starts a new line; on a phone the
 * button sends. The count of characters stays beside it, and past the limit it cannot send.
 */
export function Composer({ onSend }: { onSend: (text: string) => Promise<boolean> }) {
  const [text, setText] = useState('');
  const counterId = useId();
  const over = text.length > MESSAGE_MAX_CHARS;
  const canSend = text.trim().length > 0 && !over;

  // The box empties at once, ready for the next message; each is queued in the order it was sent
  // (IndexedDB runs the outbox's writes in order). One that could not be queued comes back.
  const send = async (e?: FormEvent) => {
    e?.preventDefault();
    if (!canSend) return;
    const sent = text;
    setText('');
    if (!(await onSend(sent))) setText((now) => (now === '' ? sent : now));
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing && !touchFirst()) {
      e.preventDefault();
      void send();
    }
  };

  return (
    <form onSubmit={send} className="flex items-end gap-2 border-t border-slate-200 bg-white/95 p-3 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
      <div className="min-w-0 flex-1">
        <label className="sr-only" htmlFor={`${counterId}-text`}>
          Message
        </label>
        <textarea
          id={`${counterId}-text`}
          value={text}
          rows={Math.min(6, Math.max(1, text.split('\n').length))}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          aria-describedby={counterId}
          aria-invalid={over || undefined}
          placeholder="Write a message"
          className="block w-full resize-none rounded-2xl border border-slate-300 bg-white px-4 py-2.5 text-slate-900 placeholder:text-slate-500 focus:border-indigo-600 focus:outline-none focus:ring-2 focus:ring-indigo-600/30 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400"
        />
        <p id={counterId} className={`mt-1 px-2 text-right text-xs ${over ? 'font-semibold text-red-700 dark:text-red-400' : 'text-slate-500 dark:text-slate-400'}`} aria-live={over ? 'polite' : 'off'}>
          {countText(text.length)} / {countText(MESSAGE_MAX_CHARS)}
          {over && ' — too long to send'}
        </p>
      </div>
      <button type="submit" disabled={!canSend} className={buttonClasses('primary', 'md', 'mb-6 shrink-0')}>
        Send
      </button>
    </form>
  );
}
