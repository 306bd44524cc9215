import { MODERATION_TEXTS as M } from '#domain/moderation/report.ts';
import { ApiError } from '../http/api-error.ts';
import { serverMutator } from '../sync/mutator.ts';
import { CONTENT_TARGETS } from './content-targets.ts';
import { fileReport } from './file-report.ts';

// A member's side of moderation (issue 32; docs/decisions/0107-moderation.md).

export const reportContent = serverMutator('reportContent', {
  roles: ['member'],
  async run(tx, args, { user, now }) {
    await fileReport(tx, args, user.id, now);
  },
});

export const requestReview = serverMutator('requestReview', {
  roles: ['member'],
  async run(tx, { kind, targetId }, { user, now }) {
    const t = CONTENT_TARGETS[kind];
    const [row] = await tx.unsafe<{ author: string | null; removed_at: Date | null; review_requested_at: Date | null }[]>(
      `select t.${t.author} as author, t.removed_at, t.review_requested_at from ${t.table} t where t.${t.key} = $1 and t.deleted_at is null`,
      [targetId],
    );
    if (!row || row.author !== user.id) throw new ApiError(row ? 403 : 404, row ? M.notYours : M.notFound, row ? 'forbidden' : 'not_found');
    if (!row.removed_at) throw new ApiError(409, M.notRemoved, 'not_removed');
    if (row.review_requested_at) return; // asked already: a replay, or a second press
    await tx.unsafe(`update ${t.table} set review_requested_at = $2 where ${t.key} = $1`, [targetId, now]);
  },
});
