import { useEffect, useState } from 'react';
import type { AdminAnnouncement } from '#domain/announcements/announcement.ts';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { toast } from '#pwa/lib/toast.ts';
import { useAdminAnnouncements } from '../api/announcements.ts';
import { cancelAnnouncement } from '../api/cancel-announcement.ts';
import { AnnouncementRow } from './announcement-row.tsx';
import { InlineLoadFailed } from './list-states.tsx';

const REFRESH_MS = 3000;
const FRESH_MS = 60_000;

/** While one is on its way (due, sending, or just sent), its figures still move: ask again every 3 s. */
const moving = (list: AdminAnnouncement[], now: number) =>
  list.some((a) => a.status === 'sending' || (a.status === 'scheduled' && Date.parse(a.sendAt) <= now) || (a.status === 'sent' && now - Date.parse(a.sentAt ?? a.sendAt) < FRESH_MS));

/** Sent, scheduled and cancelled announcements, newest first, with their figures. */
export function AnnouncementList() {
  const { status, data, error, refetch } = useAdminAnnouncements();
  const [cancelling, setCancelling] = useState<string | null>(null);
  const list = data?.announcements;

  useEffect(() => {
    if (!list || !moving(list, Date.now())) return;
    const timer = window.setTimeout(refetch, REFRESH_MS);
    return () => window.clearTimeout(timer);
  }, [list, refetch]);

  const cancel = async (a: AdminAnnouncement) => {
    setCancelling(a._id);
    const outcome = await cancelAnnouncement(a._id);
    setCancelling(null);
    if (outcome.ok) toast.success(`Cancelled: ${a.title}`);
    else toast.error(outcome.message);
  };

  let body;
  if (status === 'error' && !list)
    body = <InlineLoadFailed message="Announcements could not be loaded." error={error} onRetry={refetch} />;
  else if (!list) body = <p className="text-sm text-slate-600 dark:text-slate-400">Loading ...</p>;
  else if (list.length === 0)
    body = <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">No announcement yet.</p>;
  else
    body = (
      <ul aria-labelledby="announcements-title" className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
        {list.map((a) => (
          <AnnouncementRow key={a._id} announcement={a} busy={cancelling === a._id} onCancel={() => void cancel(a)} />
        ))}
      </ul>
    );

  return (
    <section aria-labelledby="announcements-title" className="mt-12">
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 id="announcements-title" className="text-xl font-bold text-slate-900 dark:text-white">
          Sent and scheduled
        </h2>
        <button type="button" onClick={refetch} className={buttonClasses('secondary', 'sm')}>
          Refresh
        </button>
      </div>
      {body}
    </section>
  );
}
