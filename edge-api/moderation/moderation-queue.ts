import type { Sql } from 'postgres';
import type { ModerationQueue, QueueItem, QueueState } from '#domain/moderation/moderation-queue.ts';
import { REPORT_KINDS, type ReportKind } from '#domain/moderation/report.ts';
import { CONTENT_TARGETS } from './content-targets.ts';

/** Where each kind is shown, and what it belongs to: trusted SQL over the thing's row `t`. */
const PLACE: Record<ReportKind, { link: string; context: string }> = {
  question: { link: `'/query/' || t.id`, context: 'null' },
  answer: { link: `'/query/' || t.question_id`, context: '(select title from questions where id = t.question_id)' },
  comment: {
    link: `(select '/query/' || question_id from answers where id = t.answer_id)`,
    context: '(select q.title from answers a join questions q on q.id = a.question_id where a.id = t.answer_id)',
  },
  job: { link: `'/jobDetail/' || t.id`, context: 't.company_name' },
  message: { link: 'null', context: `(select 'To ' || full_name from users where id = t.recipient_id)` },
  profile: { link: `(select '/profiles/' || roll_number from users where id = t.user_id)`, context: 'null' },
  photo: { link: `'/memories/' || t.album_id || '?photo=' || t.id`, context: '(select title from albums where id = t.album_id)' },
};

/** Each kind's things that are reported or removed, in one shape. */
const things = REPORT_KINDS.map((kind) => {
  const t = CONTENT_TARGETS[kind];
  const place = PLACE[kind];
  return `select '${kind}'::text as kind, t.${t.key} as id, left(${t.excerpt}, 400) as excerpt, ${place.link} as link, ${place.context} as context,
      t.${t.author} as author_id, t.removed_at, t.removed_by, t.removed_reason, t.review_requested_at
    from ${t.table} t
    where t.deleted_at is null and (t.removed_at is not null or t.${t.key} in (select target_id from content_reports where target_kind = '${kind}'))`;
}).join('\nunion all\n');

const WHERE: Record<QueueState, string> = {
  // Waiting for a moderator: open reports, or an author asking for a review.
  open: 'coalesce(r.open_reports, 0) > 0 or x.review_requested_at is not null',
  hidden: 'x.removed_at is not null',
  all: 'r.open_reports is not null',
};

type Row = {
  kind: ReportKind; id: string; excerpt: string | null; link: string | null; context: string | null; author_id: string | null;
  author_name: string | null; author_roll: string | null; removed_at: Date | null; removed_by: string | null; removed_reason: string | null;
  review_requested_at: Date | null; open_reports: number | null; reports: QueueItem['reports'] | null;
};

/** The queue, newest first: the thing in context, who wrote it, its reports and reporters. */
export async function moderationQueue(sql: Sql, state: QueueState, limit: number): Promise<ModerationQueue> {
  const rows = await sql.unsafe<Row[]>(
    `with x as (${things}),
      r as (select target_kind as kind, target_id as id, count(*) filter (where resolved_at is null)::int as open_reports, max(created_at) as last_at
            from content_reports group by 1, 2)
    select x.kind, x.id, x.excerpt, x.link, x.context, x.author_id, u.full_name as author_name, u.roll_number::text as author_roll,
      x.removed_at, x.removed_by, x.removed_reason, x.review_requested_at, r.open_reports,
      (select json_agg(json_build_object('id', cr.id, 'reason', cr.reason, 'details', cr.details, 'createdAt', cr.created_at,
          'resolved', cr.resolved_at is not null, 'reporter', json_build_object('id', ru.id, 'fullName', ru.full_name)) order by cr.created_at desc)
        from content_reports cr join users ru on ru.id = cr.reporter_id where cr.target_kind = x.kind and cr.target_id = x.id) as reports
    from x left join r on r.kind = x.kind and r.id = x.id left join users u on u.id = x.author_id
    where ${WHERE[state]}
    order by greatest(x.review_requested_at, r.last_at, x.removed_at) desc nulls last, x.id
    limit $1`,
    [limit],
  );
  const [settings] = await sql<[{ auto_hide_reports: number }]>`select auto_hide_reports from moderation_settings`;
  return {
    items: rows.map((row) => ({
      kind: row.kind,
      id: row.id,
      excerpt: row.excerpt ?? '',
      link: row.link,
      context: row.context,
      author: row.author_id ? { id: row.author_id, fullName: row.author_name ?? '', rollNumber: row.author_roll } : null,
      removed: row.removed_at
        ? { at: row.removed_at.toISOString(), byModerator: row.removed_by !== null, reason: row.removed_reason ?? '', reviewRequestedAt: row.review_requested_at?.toISOString() ?? null }
        : null,
      openReports: row.open_reports ?? 0,
      reports: (row.reports ?? []).map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() })),
    })),
    settings: { autoHideReports: settings.auto_hide_reports },
  };
}
