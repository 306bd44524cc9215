import * as v from 'valibot';
import { noNul, requiredText } from '../validation.ts';

/** Memory Lane (issue 34): albums by batch, by event and by the college. */
export const ALBUM_KINDS = ['batch', 'event', 'college'] as const;
export type AlbumKind = (typeof ALBUM_KINDS)[number];

export const MEMORY_TEXTS = {
  titleRequired: 'Album title is required',
  titleTooLong: 'Album title must be at most 120 characters',
  descriptionTooLong: 'Description must be at most 1,000 characters',
  kindInvalid: 'Choose a batch album or a college album',
  batchInvalid: 'Batch looks like 2015-2019',
  batchRequired: 'Name the batch this album is for',
  collegeAdminsOnly: 'Only the alumni office can make college albums',
  albumNotFound: 'Album not found',
  photoNotFound: 'Photo not found',
  notYours: 'Only members of this batch can add to its album',
  notAttended: 'Only members who went to this event can add to its album',
  eventNotEnded: 'This album opens when the event has ended',
  collegeUploadAdminsOnly: 'Only the alumni office can add to a college album',
} as const;

/** An album as every member's device keeps it. Its cover and count follow from its photos. */
export type Album = {
  _id: string;
  kind: AlbumKind;
  title: string;
  description: string;
  /** kind 'batch': the batch whose members add to it, e.g. '2015-2019'. */
  batch: string | null;
  /** kind 'event': the event; the album opens when it has ended (`opensAt`). */
  eventId: string | null;
  opensAt: string | null;
  /** The event's start for an event album, else when it was made: what the album is dated. */
  date: string;
  createdAt: string;
  updatedAt: string;
};

/** An album with its cover and count, as `GET /api/memories/albums` lists it. */
export type AlbumSummary = Album & {
  photoCount: number;
  cover: { photoId: string; src: string; placeholder: string | null } | null;
  canAdd: boolean;
};

/** Who is asking, as far as adding to an album goes. */
export type AlbumViewer = { role: 'admin' | 'member'; batch: string | null; attendedEventIds: ReadonlySet<string> };

/**
 * Whether `viewer` may add photos to `album` now, and if not, why (one rule for the server and
 * the device): a batch album takes its batch's members, an event album those who went once the
 * event has ended, a college album the alumni office; the office adds anywhere.
 */
export function albumRefusal(album: Pick<Album, 'kind' | 'batch' | 'eventId' | 'opensAt'>, viewer: AlbumViewer, now: Date): string | null {
  if (album.kind === 'event' && album.opensAt && new Date(album.opensAt) > now) return MEMORY_TEXTS.eventNotEnded;
  if (viewer.role === 'admin') return null;
  if (album.kind === 'college') return MEMORY_TEXTS.collegeUploadAdminsOnly;
  if (album.kind === 'batch') return album.batch === viewer.batch ? null : MEMORY_TEXTS.notYours;
  return album.eventId && viewer.attendedEventIds.has(album.eventId) ? null : MEMORY_TEXTS.notAttended;
}

export const CreateAlbumSchema = v.object({
  id: v.optional(v.pipe(v.string(), v.uuid('Album id must be a UUID'))),
  kind: v.picklist(['batch', 'college'], MEMORY_TEXTS.kindInvalid),
  /** A member's batch album is their own batch's; the alumni office names the batch. */
  batch: v.optional(v.pipe(v.string(MEMORY_TEXTS.batchInvalid), v.regex(/^\d{4}-\d{4}$/, MEMORY_TEXTS.batchInvalid))),
  title: requiredText(v.pipe(v.string(MEMORY_TEXTS.titleRequired), v.trim(), v.nonEmpty(MEMORY_TEXTS.titleRequired), v.maxLength(120, MEMORY_TEXTS.titleTooLong))),
  description: v.optional(v.pipe(v.string(MEMORY_TEXTS.descriptionTooLong), v.trim(), v.maxLength(1000, MEMORY_TEXTS.descriptionTooLong), noNul<string>()), ''),
});
export type CreateAlbumInput = v.InferOutput<typeof CreateAlbumSchema>;
