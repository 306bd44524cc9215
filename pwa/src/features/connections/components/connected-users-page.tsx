import { useMemo, useState } from 'react';
import { byName } from '#domain/compare-text.ts';
import { Link } from 'wouter';
import { UsersIcon } from '#pwa/components/icons/common-icons.tsx';
import { Avatar } from '#pwa/components/ui/avatar.tsx';
import { MessageLink } from '#pwa/components/ui/message-link.tsx';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { LoadingState, MessageState, StateHint } from '#pwa/components/ui/list-state.tsx';
import { ListSummary } from '#pwa/components/ui/list-summary.tsx';
import { PageFrame } from '#pwa/components/ui/page-frame.tsx';
import { useConnections } from '#pwa/hooks/use-connections.ts';
import { useSessionStore } from '#pwa/stores/session-store.ts';
import type { LocalConnection } from '#pwa/sync/local-db.ts';
import { removeConnection } from '../api/connection-actions.ts';
import { ConfirmRemoveDialog } from './confirm-remove-dialog.tsx';

/** /connectedUser (spec 2, My connections): a card per connection, each removable after a confirmation. */
export function ConnectedUsersPage() {
  const meId = useSessionStore((s) => s.user?._id ?? '');
  const view = useConnections(meId);
  const [removing, setRemoving] = useState<LocalConnection | null>(null);
  const loading = !view || (!view.pulled && view.connected.length === 0);
  const count = view?.connected.length ?? 0;
  const connected = useMemo(() => [...(view?.connected ?? [])].sort((a, b) => byName(a.user.fullName, b.user.fullName)), [view?.connected]);
  return (
    <>
      <title>My Connections · Alumni Portal</title>
      <PageFrame className="py-10 sm:py-14">
        <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">My Connections</h1>
          <ListSummary complete={view?.pulled}>
            <p className="text-lg font-medium text-slate-600 dark:text-slate-400">
              {count} {count === 1 ? 'connection' : 'connections'}
            </p>
          </ListSummary>
        </div>
        <section aria-label="Connections" className="mt-8">
          {loading ? (
            <LoadingState text="Loading your connections..." />
          ) : count === 0 ? (
            <MessageState icon={<UsersIcon className="size-7" />} title="No connections yet">
              <StateHint>Start connecting with other alumni and students</StateHint>
              <Link href="/people" className={buttonClasses('primary', 'md', 'mt-6')}>
                Find people
              </Link>
            </MessageState>
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {connected.map((c) => (
                <ConnectionCard key={c._id} connection={c} me={meId} onRemove={() => setRemoving(c)} />
              ))}
            </ul>
          )}
        </section>
      </PageFrame>
      {removing && (
        <ConfirmRemoveDialog
          name={removing.user.fullName}
          onClose={() => setRemoving(null)}
          onConfirm={() => {
            setRemoving(null);
            void removeConnection(meId, removing);
          }}
        />
      )}
    </>
  );
}

function ConnectionCard({ connection, me, onRemove }: { connection: LocalConnection; me: string; onRemove: () => void }) {
  const { user } = connection;
  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div className="flex items-start gap-4">
        <Avatar name={user.fullName} src={user.profilePicture} size="md" />
        <div className="min-w-0 flex-1">
          <Link
            href={`/profiles/${user.rollNumber}`}
            className="font-semibold break-words text-slate-900 hover:text-indigo-700 hover:underline dark:text-white dark:hover:text-indigo-300"
          >
            {user.fullName}
          </Link>
          <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">{user.rollNumber}</p>
          <span className="mt-2 inline-block rounded-full bg-indigo-50 px-2 py-0.5 text-xs font-semibold text-indigo-700 dark:bg-indigo-500/10 dark:text-indigo-300">
            {user.role}
          </span>
          {connection._pending && <p className="mt-2 text-xs font-medium text-amber-700 dark:text-amber-300">Waiting to sync</p>}
        </div>
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <MessageLink me={me} other={user} size="sm" />
        <button type="button" onClick={onRemove} aria-label={`Remove ${user.fullName}`} className={buttonClasses('secondary', 'sm')}>
          Remove
        </button>
      </div>
    </li>
  );
}
