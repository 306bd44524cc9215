import type { ReportKind, ReportReason } from '#domain/moderation/report.ts';
import { enqueue } from '#pwa/sync/enqueue.ts';

/** A report, queued like any other change: it reaches the alumni office when the device is online. */
export async function reportContent(userId: string, kind: ReportKind, targetId: string, reason: ReportReason, details: string) {
  await enqueue({ userId, name: 'reportContent', args: { id: crypto.randomUUID(), kind, targetId, reason, details }, writes: [], label: `Report (${kind})` });
}

/** The author of a removed post asks the moderators to look again. */
export async function askForReview(userId: string, kind: ReportKind, targetId: string) {
  await enqueue({ userId, name: 'requestReview', args: { kind, targetId }, writes: [], label: `Review asked (${kind})` });
}
