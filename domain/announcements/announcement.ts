import * as v from 'valibot';
import { noNul } from '../validation.ts';
import { AudienceSchema, type Audience } from './audience.ts';
import { countText } from '../count-text.ts';

// The alumni office's announcements (issue 32; docs/decisions/0109-announcements.md).

export const ANNOUNCEMENT_TITLE_MAX = 120;
export const ANNOUNCEMENT_BODY_MAX = 5000;
export const ANNOUNCEMENT_STATUSES = { scheduled: 'Scheduled', sending: 'Sending', sent: 'Sent', cancelled: 'Cancelled' } as const;
export type AnnouncementStatus = keyof typeof ANNOUNCEMENT_STATUSES;

export const ANNOUNCEMENT_TEXTS = {
  notFound: 'Announcement not found',
  notScheduled: 'Only a scheduled announcement can be cancelled',
  past: 'The time to send must not be in the past',
  linkGone: 'That is no longer open to link to: choose another',
} as const;

/** What an announcement may point to, besides its words. */
export const ANNOUNCEMENT_LINK_KINDS = { event: 'An event', fund: 'A fund', job: 'A job' } as const;
export type AnnouncementLinkKind = keyof typeof ANNOUNCEMENT_LINK_KINDS;

export const AnnouncementLinkSchema = v.object({
  kind: v.picklist(Object.keys(ANNOUNCEMENT_LINK_KINDS) as AnnouncementLinkKind[], 'Link to an event, a fund or a job'),
  id: v.pipe(v.string('Choose what to link to'), v.uuid('Choose what to link to')),
});
/** The link as members get it: with the thing's title when the announcement was written. */
export type AnnouncementLink = v.InferOutput<typeof AnnouncementLinkSchema> & { title: string };

/** Where a link opens in the app. */
export function announcementLinkPath(link: AnnouncementLink): string {
  if (link.kind === 'event') return `/events/${link.id}`;
  if (link.kind === 'job') return `/jobDetail/${link.id}`;
  return `/donation?fund=${link.id}`;
}

/** The words of a link's button: 'See the event: Reunion'. */
export const announcementLinkLabel = (link: AnnouncementLink) => `${{ event: 'See the event', fund: 'Give to', job: 'See the job' }[link.kind]}: ${link.title}`;

const text = (min: string, max: number) =>
  v.pipe(v.string(min), noNul(), v.trim(), v.nonEmpty(min), v.maxLength(max, `Must be at most ${countText(max)} characters`));

/** What the admin composes: the body is a small Markdown subset (markdown-subset.ts), never HTML. */
export const CreateAnnouncementSchema = v.object({
  id: v.optional(v.pipe(v.string('Invalid id'), v.uuid('Invalid id'))),
  title: text('Please add a title', ANNOUNCEMENT_TITLE_MAX),
  body: text('Please write the announcement', ANNOUNCEMENT_BODY_MAX),
  audience: AudienceSchema,
  /** When to send it (an ISO 8601 time); none: now. */
  sendAt: v.optional(v.nullable(v.pipe(v.string('A date and time'), v.isoTimestamp('The time to send must be a date and time'))), null),
  /** An event, a fund or a job it points to; none by default. */
  link: v.optional(v.nullable(AnnouncementLinkSchema), null),
});
export type CreateAnnouncementInput = v.InferOutput<typeof CreateAnnouncementSchema>;

/** An announcement as a member's devices keep it: the ones that reached them. */
export type Announcement = {
  _id: string;
  title: string;
  body: string;
  sentAt: string;
  openedAt: string | null;
  /** Absent on rows a device kept from before links. */
  link?: AnnouncementLink | null;
};

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
  link: AnnouncementLink | null;
  figures: { reached: number; pushed: number; emailed: number; failed: number; opened: number };
};

/** What the compose screen offers to link to: upcoming events, open funds, active jobs. */
export type AnnouncementLinkTargets = Record<AnnouncementLinkKind, { id: string; title: string }[]>;

/** openAnnouncement: the member opened it in the app (counted once, for the office's figures). */
export const OpenAnnouncementArgsSchema = v.object({ announcementId: v.pipe(v.string(ANNOUNCEMENT_TEXTS.notFound), v.uuid(ANNOUNCEMENT_TEXTS.notFound)) });
