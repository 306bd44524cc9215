import { useCallback, useDeferredValue, useEffect, useLayoutEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'wouter';
import { useLiveQuery } from 'dexie-react-hooks';
import { Avatar } from '#pwa/components/ui/avatar.tsx';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { ConfirmDialog } from '#pwa/components/ui/confirm-dialog.tsx';
import { reportContent } from '#pwa/components/report/report-content.ts';
import { REPORTED } from '#pwa/components/report/report-button.tsx';
import { ReportDialog } from '#pwa/components/report/report-dialog.tsx';
import { LoadingState } from '#pwa/components/ui/list-state.tsx';
import { PageFrame } from '#pwa/components/ui/page-frame.tsx';
import { useNow } from '#pwa/hooks/use-now.ts';
import { useOnline } from '#pwa/hooks/use-online.ts';
import { useScreenSnapshot } from '#pwa/lib/use-screen-snapshot.ts';
import { toast } from '#pwa/lib/toast.ts';
import { useSessionStore } from '#pwa/stores/session-store.ts';
import { localDb } from '#pwa/sync/local-db.ts';
import { localSaveFailure } from '#pwa/sync/storage-error.ts';
import { fetchEarlier } from '../api/earlier-messages.ts';
import { DELETE_WINDOW_MS, MESSAGE_TEXTS, messageState } from '#domain/messages/message.ts';
import type { ReportReason } from '#domain/moderation/report.ts';
import { isWaiting, useConversation, useThread, type LocalMessage } from '../api/local-messages.ts';
import { deleteMessage, markRead, sendMessage, setBlocked } from '../api/message-actions.ts';
import { Composer } from './composer.tsx';
import { MessageBubble } from './message-bubble.tsx';

// A screen and a half of messages at first, and as many more each time: a long thread opens as fast as a short one.
const PAGE = 30;
const NOT_SAVED = 'This could not be saved on this device. Please try again.';
const DAY = new Intl.DateTimeFormat('en-IN', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const dayOf = (iso: string) => DAY.format(new Date(iso));

/** /messages/{conversationId}: the thread, newest at the bottom, grouped by day; `?with=` names the member of a thread not started yet. */
export function ThreadPage() {
  const conversationId = useParams<{ conversationId: string }>().conversationId ?? '';
  const userId = useSessionStore((s) => s.user?._id ?? '');
  const [params] = useSearchParams();
  const withId = params.get('with');
  const conversation = useConversation(conversationId);
  const contact = useLiveQuery(async () => (withId ? ((await localDb.connections.filter((c) => c.user._id === withId).first()) ?? null) : null), [withId]);
  const [limit, setLimit] = useState(PAGE);
  // Rendered in a transition: a thread's bubbles (each with its menu) are one long task otherwise.
  const messages = useDeferredValue(useThread(conversationId, limit));
  const online = useOnline();
  const now = useNow();
  const [loadingEarlier, setLoadingEarlier] = useState(false);

  const other = conversation?.other ?? contact?.user;
  const canSend = conversation ? conversation.canSend : contact?.status === 'connected';

  // The newest message in view on open, and again when one arrives.
  const newest = messages?.at(-1)?._id;
  // The bubbles' actions ask first, in a dialog (kept stable, so no bubble renders again for them).
  const [deleting, setDeleting] = useState<LocalMessage | null>(null);
  const [reporting, setReporting] = useState<LocalMessage | null>(null);
  const onDelete = useCallback((m: LocalMessage) => setDeleting(m), []);
  const onReport = useCallback((m: LocalMessage) => setReporting(m), []);
  const confirmDelete = (m: LocalMessage) => {
    setDeleting(null);
    void deleteMessage(userId, m).catch((e) => toast.error(localSaveFailure(e, NOT_SAVED)));
  };
  const report = (m: LocalMessage, reason: ReportReason, details: string) =>
    reportContent(userId, 'message', m._id, reason, details).then(
      () => (toast.success(REPORTED), true),
      (e) => (toast.error(localSaveFailure(e, NOT_SAVED)), false),
    );
  useLayoutEffect(() => {
    scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
  }, [newest]);

  // Open and in sight: what the other member sent is read.
  const lastFromOther = messages?.reduce((max, m) => (m.senderId !== userId && m.seq > max ? m.seq : max), 0) ?? 0;
  useEffect(() => {
    if (!conversation || lastFromOther <= conversation.readSeq) return;
    const mark = () => document.visibilityState === 'visible' && void markRead(userId, conversation, lastFromOther).catch(() => {});
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [conversation, lastFromOther, userId]);

  const loaded = messages !== undefined && conversation !== undefined && contact !== undefined;
  // Opened again offline, the thread's end is painted from its snapshot while the app starts (ADR 0095).
  useScreenSnapshot(loaded, loaded && !!other, { anchor: 'bottom', revision: newest });

  if (!loaded) return <LoadingState text="Loading ..." />;
  if (!other) {
    return (
      <PageFrame className="py-10">
        <p className="text-slate-700 dark:text-slate-300">This conversation is not on this device. </p>
        <Link href="/messages" className="font-semibold text-indigo-700 dark:text-indigo-300">
          All messages
        </Link>
      </PageFrame>
    );
  }

  const send = async (text: string) => {
    try {
      await sendMessage(userId, other, text);
      return true;
    } catch (error) {
      toast.error(localSaveFailure(error, NOT_SAVED));
      return false;
    }
  };

  const firstSeq = messages.find((m) => m.seq > 0)?.seq ?? 1;
  const earlier = async () => {
    if (messages.length >= limit) return setLimit((n) => n + PAGE);
    setLoadingEarlier(true);
    try {
      if ((await fetchEarlier(conversationId, firstSeq)) > 0) setLimit((n) => n + PAGE);
    } catch {
      toast.error('Earlier messages could not be loaded. Please try again.');
    } finally {
      setLoadingEarlier(false);
    }
  };

  let lastDay = '';
  return (
    <>
      <title>{`${other.fullName} · Messages · Alumni Portal`}</title>
      <PageFrame className="flex min-h-[calc(100dvh-4rem)] flex-col py-4">
        <div className="mx-auto flex w-full max-w-3xl flex-1 flex-col">
          <header className="sticky top-16 z-30 -mt-4 flex items-center gap-3 border-b border-slate-200 bg-white pt-4 pb-3 dark:border-slate-800 dark:bg-slate-950">
            <Link href="/messages" className="rounded-lg px-2 py-1 text-sm font-semibold text-indigo-700 dark:text-indigo-300">
              <span aria-hidden="true">←</span>
              <span className="sr-only sm:not-sr-only sm:ml-1">All messages</span>
            </Link>
            <Avatar name={other.fullName} src={other.profilePicture} />
            <h1 className="min-w-0 flex-1 truncate text-lg font-bold text-slate-900 dark:text-white">
              {/* An erased member ("Former member", ADR 0141) has no roll number and no profile to open. */}
              {other.rollNumber ? <Link href={`/profiles/${other.rollNumber}`}>{other.fullName}</Link> : other.fullName}
            </h1>
            {conversation && (
              <button type="button" className={buttonClasses('secondary', 'sm')} onClick={() => void setBlocked(userId, conversation, !conversation.blockedByMe)}>
                {conversation.blockedByMe ? 'Unblock' : 'Block'}
              </button>
            )}
          </header>
          <section aria-label={`Messages with ${other.fullName}`} className="flex-1 space-y-2 px-1 py-4">
            {firstSeq > 1 && (online || messages.length >= limit) && (
              <div className="text-center">
                <button type="button" className={buttonClasses('ghost', 'sm')} disabled={loadingEarlier} onClick={() => void earlier()}>
                  {loadingEarlier ? 'Loading ...' : 'Show earlier messages'}
                </button>
              </div>
            )}
            {messages.length === 0 && <p className="py-10 text-center text-slate-600 dark:text-slate-400">Say hello to {other.fullName}.</p>}
            <ol className="space-y-2" aria-label="Messages">
              {messages.map((m) => {
                const day = dayOf(m.sentAt);
                const heading = day !== lastDay ? day : null;
                lastDay = day;
                return (
                  <li key={m._id}>
                    {heading && <p className="py-2 text-center text-xs font-semibold text-slate-500 dark:text-slate-400">{heading}</p>}
                    <MessageBubble
                      message={m}
                      mine={m.senderId === userId}
                      state={m.senderId === userId ? messageState(isWaiting(m) ? {} : m, conversation ?? undefined) : undefined}
                      deletable={m.senderId === userId && !m.deletedAt && !isWaiting(m) && now.getTime() - Date.parse(m.sentAt) < DELETE_WINDOW_MS}
                      onDelete={onDelete}
                      onReport={onReport}
                    />
                  </li>
                );
              })}
            </ol>
          </section>
          {deleting && (
            <ConfirmDialog title="Delete this message?" confirm="Delete for both" danger onConfirm={() => confirmDelete(deleting)} onClose={() => setDeleting(null)}>
              It will read “{MESSAGE_TEXTS.deleted}” for you and {other.fullName}.
            </ConfirmDialog>
          )}
          {reporting && <ReportDialog what="message" onReport={(reason, details) => report(reporting, reason, details)} onClose={() => setReporting(null)} />}
          <div className="sticky bottom-0">
            {canSend ? (
              <Composer onSend={send} />
            ) : (
              <p role="status" className="border-t border-slate-200 p-4 text-center text-sm text-slate-700 dark:border-slate-800 dark:text-slate-300">
                {conversation?.blockedByMe ? `You blocked ${other.fullName}. Unblock to message again.` : `You cannot message ${other.fullName} now. The messages so far stay here.`}
              </p>
            )}
          </div>
        </div>
      </PageFrame>
    </>
  );
}
