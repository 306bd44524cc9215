import * as v from 'valibot';
import { noNul } from '../validation.ts';
import { AudienceSchema, type Audience } from './audience.ts';

// The alumni office's announcements (issue 32; docs/decisions/0109-announcements.md).

export const ANNOUNCEMENT_TITLE_MAX = 120;
export const ANNOUNCEMENT_BODY_MAX = 5000;
export const ANNOUNCEMENT_STATUSES = { scheduled: 'Scheduled', sending: 'Sending', sent: 'Sent', cancelled: 'Cancelled' } as const;
export type AnnouncementStatus = keyof typeof ANNOUNCEMENT_STATUSES;

export const ANNOUNCEMENT_TEXTS = {
  notFound: 'Announcement not found',
  notScheduled: 'Only a scheduled announcement can be cancelled',
  past: 'The time to send must not be in the past',
} as const;

const text = (min: string, max: number) =>
  v.pipe(v.string(min), noNul(), v.trim(), v.nonEmpty(min), v.maxLength(max, `Must be at most ${max.toLocaleString('en-IN')} characters`));

/** What the admin composes: the body is a small Markdown subset (markdown-subset.ts), never HTML. */
export const CreateAnnouncementSchema = v.object({
  id: v.optional(v.pipe(v.string('Invalid id'), v.uuid('Invalid id'))),
  title: text('Please add a title', ANNOUNCEMENT_TITLE_MAX),
  body: text('Please write the announcement', ANNOUNCEMENT_BODY_MAX),
  audience: AudienceSchema,
  /** When to send it (an ISO 8601 time); none: now. */
  sendAt: v.optional(v.nullable(v.pipe(v.string('A date and time'), v.isoTimestamp('The time to send must be a date and time'))), null),
});
export type CreateAnnouncementInput = v.InferOutput<typeof CreateAnnouncementSchema>;

/** An announcement as a member's devices keep it: the ones that reached them. */
export type Announcement = { _id: string; title: string; body: string; sentAt: string; openedAt: string | null };

/** An announcement as the office sees it, with its figures. */
export type AdminAnnouncement = {
  _id: string;
  title: string;
  body: string;
  audience: Audience;
  status: AnnouncementStatus;
  sendAt: string;
  sentAt: string | null;
  createdBy: string | null;
  figures: { reached: number; pushed: number; emailed: number; failed: number; opened: number };
};

/** openAnnouncement: the member opened it in the app (counted once, for the office's figures). */
export const OpenAnnouncementArgsSchema = v.object({ announcementId: v.pipe(v.string(ANNOUNCEMENT_TEXTS.notFound), v.uuid(ANNOUNCEMENT_TEXTS.notFound)) });
