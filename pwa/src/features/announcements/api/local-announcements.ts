import { useLiveQuery } from 'dexie-react-hooks';
import { hasPulled, localDb, type LocalRow } from '#pwa/sync/local-db.ts';
import { enqueue } from '#pwa/sync/enqueue.ts';

// The announcements that reached this member (issue 32), from the device: offline like the inbox.

export type LocalAnnouncement = LocalRow<'announcements'>;

/** Newest first; undefined while the device reads, `pulled` false until the first pull landed. */
export const useAnnouncements = (userId: string) =>
  useLiveQuery(async () => {
    const [list, pulled] = await Promise.all([localDb.announcements.orderBy('sentAt').reverse().toArray(), hasPulled(userId)]);
    return { list, pulled };
  }, [userId]);

export const useAnnouncement = (id: string) => useLiveQuery(async () => (await localDb.announcements.get(id)) ?? null, [id]);

/** The first time the member opens it: counted for the office's figures, queued like any write. */
export async function markOpened(userId: string, a: LocalAnnouncement) {
  if (a.openedAt) return;
  const { _pending, ...row } = a;
  await enqueue({
    userId,
    name: 'openAnnouncement',
    args: { announcementId: a._id },
    writes: [{ table: 'announcements', key: a._id, value: { ...row, openedAt: new Date().toISOString() } }],
    label: `Opened: ${a.title}`,
  });
}
