import { BellIcon } from '#pwa/components/icons/common-icons.tsx';
import { LoadingState, MessageState, StateHint } from '#pwa/components/ui/list-state.tsx';
import { PageFrame, READING_COLUMN } from '#pwa/components/ui/page-frame.tsx';
import { useConnections } from '#pwa/hooks/use-connections.ts';
import { useSessionStore } from '#pwa/stores/session-store.ts';
import { RequestCard } from './request-card.tsx';

/** /network (spec 2): the connection requests waiting for the member's answer, offline too. */
export function NetworkPage() {
  const meId = useSessionStore((s) => s.user?._id ?? '');
  const view = useConnections(meId);
  const loading = !view || (!view.pulled && view.requests.length === 0);
  return (
    <>
      <title>Connection Requests · Alumni Portal</title>
      <PageFrame className={`${READING_COLUMN} py-10 sm:py-14`}>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">Connection Requests</h1>
        <p className="mt-3 text-slate-600 dark:text-slate-400">Members who would like to connect with you. Accepting lets each of you see what the other shares with connections.</p>
        <section aria-label="Requests" className="mt-8">
          {loading ? (
            <LoadingState text="Loading ..." />
          ) : view.requests.length === 0 ? (
            <MessageState icon={<BellIcon className="size-7" />} title="No request found">
              <StateHint>When someone asks to connect with you, their request appears here.</StateHint>
            </MessageState>
          ) : (
            <ul className="space-y-3">
              {view.requests.map((request) => (
                <RequestCard key={request._id} meId={meId} request={request} />
              ))}
            </ul>
          )}
        </section>
      </PageFrame>
    </>
  );
}
