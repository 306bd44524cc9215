import type { FileSlot } from '#domain/profile/profile-files.ts';

/** The SQL for when a member's file in `slot` last changed (null: none), as `<slot>_at`. */
export const fileChangedAt = (slot: FileSlot, userColumn = 'u.id') =>
  `(select f.updated_at from profile_files f where f.user_id = ${userColumn} and f.slot = '${slot}') as ${slot}_at`;

/** Where a member's file is served; the change time in the address lets a browser keep it. */
export const fileUrl = (userId: string, slot: FileSlot, changedAt: Date | null) =>
  changedAt ? `/api/users/${userId}/${slot}?v=${changedAt.getTime()}` : null;
