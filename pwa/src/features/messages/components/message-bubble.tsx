import { memo } from 'react';
import { MESSAGE_TEXTS, type MessageState } from '#domain/messages/message.ts';
import type { LocalMessage } from '../api/local-messages.ts';
import { LinkedText } from './linked-text.tsx';

const STATE_WORDS: Record<MessageState, string> = { waiting: 'Waiting to send', sent: 'Sent', delivered: 'Delivered', read: 'Read' };

function Ticks({ state }: { state: MessageState }) {
  const double = state === 'delivered' || state === 'read';
  return (
    <span className={`inline-flex items-center gap-1 ${state === 'read' ? 'text-sky-200' : ''}`} data-state={state}>
      {state === 'waiting' ? (
        <svg aria-hidden="true" viewBox="0 0 16 16" className="size-3.5" fill="none" stroke="currentColor" strokeWidth="1.6">
          <circle cx="8" cy="8" r="6" />
          <path d="M8 5v3.2l2 1.3" strokeLinecap="round" />
        </svg>
      ) : (
        <svg aria-hidden="true" viewBox="0 0 20 16" className="h-3.5 w-4.5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
          <path d="M2 8.5 5.5 12 12 4.5" />
          {double && <path d="M8.5 12 15 4.5" />}
        </svg>
      )}
      {STATE_WORDS[state]}
    </span>
  );
}

// One formatter for every bubble: toLocaleTimeString makes a new one per call, which a long thread feels.
const TIME = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit' });

type Props = {
  message: LocalMessage;
  mine: boolean;
  /** The own message's ticks; undefined for the other member's. */
  state: MessageState | undefined;
  /** Own, placed, not deleted, and sent under 15 minutes ago. */
  deletable: boolean;
  onDelete: (m: LocalMessage) => void;
  onReport: (m: LocalMessage) => void;
};

/**
 * One message: the member's own on the right with its state, the other member's on the left.
 * Rendered again only when what it shows changes, so showing earlier messages renders only those.
 */
export const MessageBubble = memo(
  function MessageBubble(props: Props) {
  const { message, mine, state, deletable } = props;
  const deleted = message.deletedAt !== null;
  return (
    <div className={`flex ${mine ? 'justify-end' : 'justify-start'}`}>
      <div className={`group max-w-[85%] sm:max-w-[70%]`}>
        <div
          className={`rounded-2xl px-4 py-2.5 break-words whitespace-pre-wrap ${
            mine ? 'rounded-br-md bg-indigo-600 text-white' : 'rounded-bl-md bg-white text-slate-900 ring-1 ring-slate-200 dark:bg-slate-800 dark:text-slate-100 dark:ring-slate-700'
          } ${deleted ? 'italic opacity-80' : ''}`}
        >
          {deleted ? MESSAGE_TEXTS.deleted : <LinkedText text={message.text} />}
          <span className={`mt-1 flex items-center justify-end gap-2 text-xs ${mine ? 'text-indigo-100' : 'text-slate-500 dark:text-slate-400'}`}>
            <time dateTime={message.sentAt}>{TIME.format(new Date(message.sentAt))}</time>
            {mine && state && <Ticks state={state} />}
          </span>
        </div>
        {(deletable || (!mine && !deleted)) && (
          // Where there is a pointer that hovers, the actions show on hover or focus; on a phone, always.
          <div className={`mt-1 flex gap-3 text-xs [@media(hover:hover)]:opacity-0 [@media(hover:hover)]:group-hover:opacity-100 [@media(hover:hover)]:group-focus-within:opacity-100 ${mine ? 'justify-end' : 'justify-start'}`}>
            {deletable && (
              <button type="button" className="font-medium text-slate-600 underline-offset-2 hover:underline dark:text-slate-400" onClick={() => props.onDelete(message)}>
                Delete for both
              </button>
            )}
            {!mine && !deleted && (
              <button type="button" className="font-medium text-slate-600 underline-offset-2 hover:underline dark:text-slate-400" onClick={() => props.onReport(message)}>
                Report
              </button>
            )}
          </div>
        )}
      </div>
    </div>
  );
},
  (a, b) =>
    a.message._id === b.message._id && a.message.text === b.message.text && a.message.seq === b.message.seq && a.message.deletedAt === b.message.deletedAt &&
    a.mine === b.mine && a.state === b.state && a.deletable === b.deletable && a.onDelete === b.onDelete && a.onReport === b.onReport,
);
