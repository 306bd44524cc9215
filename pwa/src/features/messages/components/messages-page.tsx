import { Link } from 'wouter';
import { relativeDate } from '#domain/queries/query-dates.ts';
import { Avatar } from '#pwa/components/ui/avatar.tsx';
import { LoadingState, MessageState, StateHint } from '#pwa/components/ui/list-state.tsx';
import { PageFrame, READING_COLUMN } from '#pwa/components/ui/page-frame.tsx';
import { useNow } from '#pwa/hooks/use-now.ts';
import { useOnline } from '#pwa/hooks/use-online.ts';
import { useSessionStore } from '#pwa/stores/session-store.ts';
import { MESSAGE_TEXTS } from '#domain/messages/message.ts';
import { useConversations } from '../api/local-messages.ts';
import { ChatIcon } from './chat-icon.tsx';

/** /messages (issue 31): the member's conversations from this device, newest first, offline too. */
export function MessagesPage() {
  const userId = useSessionStore((s) => s.user?._id ?? '');
  const view = useConversations(userId);
  const online = useOnline();
  const now = useNow();
  const list = view?.conversations ?? [];

  let body;
  if (!view || (!view.pulled && list.length === 0 && online)) body = <LoadingState text="Loading ..." />;
  else if (list.length === 0)
    body = (
      <MessageState icon={<ChatIcon className="size-7" />} title="No messages yet" className="rounded-3xl border border-dashed border-slate-300 dark:border-slate-700">
        <StateHint>
          Message a connection from their profile or from{' '}
          <Link href="/connectedUser" className="font-semibold text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300">
            your connections
          </Link>
          . Messages you write offline are sent when you are back online.
        </StateHint>
      </MessageState>
    );
  else
    body = (
      <ul className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900" aria-label="Conversations">
        {list.map((c) => {
          const last = c.lastMessage;
          const preview = !last ? '' : last.deleted ? MESSAGE_TEXTS.deleted : `${last.senderId === userId ? 'You: ' : ''}${last.text}`;
          return (
            <li key={c._id}>
              <Link href={`/messages/${c._id}`} className="flex items-center gap-3 p-4 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600 dark:hover:bg-slate-800/60">
                <Avatar name={c.other.fullName} src={c.other.profilePicture} size="md" />
                <span className="min-w-0 flex-1">
                  <span className="flex items-baseline justify-between gap-2">
                    <span className={`truncate ${c.unread ? 'font-bold text-slate-900 dark:text-white' : 'font-semibold text-slate-800 dark:text-slate-200'}`}>{c.other.fullName}</span>
                    <time dateTime={c.updatedAt} className="shrink-0 text-xs text-slate-500 dark:text-slate-400">
                      {relativeDate(c.updatedAt, now)}
                    </time>
                  </span>
                  <span className="mt-0.5 flex items-center justify-between gap-2">
                    <span className={`truncate text-sm ${c.unread ? 'text-slate-900 dark:text-slate-100' : 'text-slate-600 dark:text-slate-400'}`}>{preview}</span>
                    {c.unread > 0 && (
                      <span className="shrink-0 rounded-full bg-indigo-600 px-2 py-0.5 text-xs font-bold text-white">
                        {c.unread}
                        <span className="sr-only"> unread</span>
                      </span>
                    )}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    );

  return (
    <>
      <title>Messages · Alumni Portal</title>
      <PageFrame className="py-10 sm:py-14">
        <div className={READING_COLUMN}>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">Messages</h1>
          <p className="mt-3 mb-6 text-slate-600 dark:text-slate-400">Conversations with your connections.</p>
          {body}
        </div>
      </PageFrame>
    </>
  );
}
