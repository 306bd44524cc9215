import { Link, useParams } from 'wouter';
import { ArrowLeftIcon, CalendarIcon } from '#pwa/components/icons/common-icons.tsx';
import { LoadingState, MessageState } from '#pwa/components/ui/list-state.tsx';
import { PageFrame, READING_COLUMN } from '#pwa/components/ui/page-frame.tsx';
import { useOnlineQuery } from '#pwa/hooks/use-online-query.ts';
import { loadErrorMessage } from '#pwa/lib/load-error.ts';
import { adminEventKey, fetchAdminEvent } from '../api/admin-events.ts';
import { EventForm } from './event-form.tsx';
import { HostsEditor } from './hosts-editor.tsx';

/** /admin/events/new and /admin/events/{id}: the form, and for an event that exists its hosts. */
export function AdminEventPage() {
  const { id = 'new' } = useParams<{ id: string }>();
  const isNew = id === 'new';
  const query = useOnlineQuery(adminEventKey(id), (signal) => fetchAdminEvent(id, signal), { enabled: !isNew, keepMs: 0 });

  let body;
  if (isNew) body = <EventForm />;
  else if (query.status === 'loading') body = <LoadingState text="Loading event..." />;
  else if (query.status === 'error') body = <MessageState tone="error" icon={<CalendarIcon className="size-7" />} title={loadErrorMessage(query.error, 'Event not found')} />;
  else
    body = (
      <div className="space-y-12">
        <EventForm key={query.data.updatedAt} event={query.data} />
        <HostsEditor key={`hosts-${query.data.updatedAt}`} eventId={id} initial={query.data.hosts} />
      </div>
    );

  return (
    <>
      <title>{`${isNew ? 'New event' : 'Edit event'} · Admin · Alumni Portal`}</title>
      <PageFrame className="py-10 sm:py-14">
        <div className={READING_COLUMN}>
          <Link href="/admin/events" className="inline-flex items-center gap-1.5 text-sm font-semibold text-indigo-700 hover:underline dark:text-indigo-300">
            <ArrowLeftIcon className="size-4" aria-hidden="true" /> All events
          </Link>
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 dark:text-white">{isNew ? 'New event' : 'Edit event'}</h1>
          <div className="mt-8">{body}</div>
        </div>
      </PageFrame>
    </>
  );
}
