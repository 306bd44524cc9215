import { serverMutator } from '../sync/mutator.ts';

/** The member opened an announcement that reached them: the first time counts; another member's, nothing. */
export const openAnnouncement = serverMutator('openAnnouncement', {
  roles: ['member'],
  async run(tx, { announcementId }, { user, now }) {
    await tx`
      update announcement_recipients set opened_at = ${now}
      where announcement_id = ${announcementId} and user_id = ${user.id} and opened_at is null`;
  },
});
