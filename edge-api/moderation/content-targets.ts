import type { ReportKind } from '#domain/moderation/report.ts';

/**
 * Where each kind of reportable thing lives: its table and key, its author, a line of its words for
 * the moderators, and (for a message) the one member besides its author who may see and report it.
 * Trusted SQL fragments only: nothing here comes from a request.
 */
export type ContentTarget = { table: string; key: string; author: string; excerpt: string; recipient?: string };

export const CONTENT_TARGETS: Record<ReportKind, ContentTarget> = {
  question: { table: 'questions', key: 'id', author: 'asked_by', excerpt: `t.title || ': ' || t.content` },
  answer: { table: 'answers', key: 'id', author: 'answered_by', excerpt: 't.answer' },
  comment: { table: 'comments', key: 'id', author: 'commented_by', excerpt: 't.content' },
  job: { table: 'jobs', key: 'id', author: 'posted_by', excerpt: `t.title || ' at ' || t.company_name || ': ' || t.description` },
  message: { table: 'messages', key: 'id', author: 'sender_id', excerpt: 't.text', recipient: 'recipient_id' },
  photo: { table: 'photos', key: 'id', author: 'uploader_id', excerpt: `'Photo: ' || coalesce(nullif(t.caption, ''), t.file_name)` },
  profile: {
    table: 'profiles',
    key: 'user_id',
    author: 'user_id',
    excerpt: '(select full_name from users where id = t.user_id)',
  },
};
