import type { Removal } from '#domain/moderation/report.ts';

// How a thing the moderators removed travels (issue 32; docs/decisions/0107-moderation.md): its
// author keeps it, with why; everyone else gets it without its words, or not at all.

/** The removal columns of a content table under `alias`, for a SELECT list. */
export const removalColumns = (alias: string) => `${alias}.removed_at, ${alias}.removed_reason, ${alias}.review_requested_at`;

export type RemovalRow = { removed_at?: Date | null; removed_reason?: string | null; review_requested_at?: Date | null };

/** The row's `removed` field for `viewerId`, or undefined when it stands. */
export function removalFor(row: RemovalRow, authorId: string | null | undefined, viewerId: string | undefined): Removal | undefined {
  if (!row.removed_at) return undefined;
  if (authorId && authorId === viewerId) return { reason: row.removed_reason ?? '', reviewRequested: row.review_requested_at != null };
  return { reason: null, reviewRequested: false };
}

/** Shown to others in place of the words (an answer, a comment, a message keep their place). */
export const hidesWords = (removal: Removal | undefined) => removal !== undefined && removal.reason === null;
