import { defineMutations } from '../sync/define-mutations.ts';
import { OpenAnnouncementArgsSchema } from './announcement.ts';

/** A member's side of announcements (issue 32). */
export const announcementMutations = defineMutations({
  openAnnouncement: { args: OpenAnnouncementArgsSchema },
});
