import { useState } from 'react';
import type { ReportKind, ReportReason } from '#domain/moderation/report.ts';
import { toast } from '#pwa/lib/toast.ts';
import { useSessionStore } from '#pwa/stores/session-store.ts';
import { localSaveFailure } from '#pwa/sync/storage-error.ts';
import { reportContent } from './report-content.ts';
import { ReportDialog } from './report-dialog.tsx';

export const REPORTED = 'Reported. Thank you.';
const NOT_SAVED = 'This could not be saved on this device. Please try again.';

/** Reports a post to the alumni office, offline too; the report goes with the next sync. */
export function useReport(kind: ReportKind, targetId: string) {
  const userId = useSessionStore((s) => s.user?._id ?? '');
  return (reason: ReportReason, details: string) =>
    reportContent(userId, kind, targetId, reason, details).then(
      () => (toast.success(REPORTED), true),
      (error: unknown) => (toast.error(localSaveFailure(error, NOT_SAVED)), false),
    );
}

/** 'Report' beside a post by someone else, and its dialog: for members (the office moderates, it does not report). */
export function ReportButton({ kind, targetId, what = kind, className = '' }: { kind: ReportKind; targetId: string; what?: string; className?: string }) {
  const [open, setOpen] = useState(false);
  const report = useReport(kind, targetId);
  const member = useSessionStore((s) => !!s.user && !s.user.isAdmin);
  if (!member) return null;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={`Report this ${what}`}
        className={`rounded-lg px-2 py-1 text-sm font-medium text-slate-600 underline-offset-2 hover:text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600 dark:text-slate-400 dark:hover:text-white ${className}`}
      >
        Report
      </button>
      {open && <ReportDialog what={what} onReport={report} onClose={() => setOpen(false)} />}
    </>
  );
}
