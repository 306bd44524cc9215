import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { memo } from 'react';
import { MESSAGE_TEXTS, type MessageState } from '#domain/messages/message.ts';
import { MODERATION_TEXTS } from '#domain/moderation/report.ts';
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

const ITEM = 'block w-full rounded-lg px-3 py-2 text-left font-medium text-slate-800 data-focus:bg-slate-100 dark:text-slate-200 dark:data-focus:bg-slate-800';

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
    const removedForMe = message.removed?.reason === null;
    const reportable = !mine && !deleted && !message.removed;
    return (
      <div className={`group flex items-center gap-1 ${mine ? 'flex-row-reverse' : ''}`}>
        <div
          className={`max-w-[85%] rounded-2xl px-4 py-2.5 break-words whitespace-pre-wrap sm:max-w-[70%] ${
            mine ? 'rounded-br-md bg-indigo-600 text-white' : 'rounded-bl-md bg-white text-slate-900 ring-1 ring-slate-200 dark:bg-slate-800 dark:text-slate-100 dark:ring-slate-700'
          } ${deleted || removedForMe ? 'italic opacity-80' : ''}`}
        >
          {deleted ? MESSAGE_TEXTS.deleted : removedForMe ? MODERATION_TEXTS.removed : <LinkedText text={message.text} />}
          {message.removed?.reason != null && <span className="mt-1 block text-xs font-semibold">{MODERATION_TEXTS.removed}: {message.removed.reason}</span>}
          <span className={`mt-1 flex items-center justify-end gap-2 text-xs ${mine ? 'text-indigo-100' : 'text-slate-500 dark:text-slate-400'}`}>
            <time dateTime={message.sentAt}>{TIME.format(new Date(message.sentAt))}</time>
            {mine && state && <Ticks state={state} />}
          </span>
        </div>
        {(deletable || reportable) && (
          <Menu>
            {/* Where a pointer hovers, shown on hover or focus; on a phone, always (it takes no line of its own). */}
            <MenuButton
              aria-label="Message actions"
              className="rounded-full p-1.5 text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600 data-open:opacity-100 dark:text-slate-400 dark:hover:bg-slate-800 [@media(hover:hover)]:opacity-0 [@media(hover:hover)]:group-hover:opacity-100 [@media(hover:hover)]:focus-visible:opacity-100"
            >
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
                <circle cx="4" cy="10" r="1.6" />
                <circle cx="10" cy="10" r="1.6" />
                <circle cx="16" cy="10" r="1.6" />
              </svg>
            </MenuButton>
            <MenuItems
              anchor={mine ? 'bottom end' : 'bottom start'}
              className="z-40 min-w-40 rounded-xl bg-white p-1 text-sm shadow-lg ring-1 ring-slate-200 focus:outline-none dark:bg-slate-900 dark:ring-slate-700"
            >
              {deletable && (
                <MenuItem>
                  <button type="button" className={ITEM} onClick={() => props.onDelete(message)}>
                    Delete for both
                  </button>
                </MenuItem>
              )}
              {reportable && (
                <MenuItem>
                  <button type="button" className={ITEM} onClick={() => props.onReport(message)}>
                    Report
                  </button>
                </MenuItem>
              )}
            </MenuItems>
          </Menu>
        )}
      </div>
    );
  },
  (a, b) =>
    a.message._id === b.message._id && a.message.text === b.message.text && a.message.seq === b.message.seq && a.message.deletedAt === b.message.deletedAt &&
    a.message.removed?.reason === b.message.removed?.reason && !a.message.removed === !b.message.removed &&
    a.mine === b.mine && a.state === b.state && a.deletable === b.deletable && a.onDelete === b.onDelete && a.onReport === b.onReport,
);
