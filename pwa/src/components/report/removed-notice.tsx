import { useState } from 'react';
import { MODERATION_TEXTS, type Removal, type ReportKind } from '#domain/moderation/report.ts';
import { toast } from '#pwa/lib/toast.ts';
import { useSessionStore } from '#pwa/stores/session-store.ts';
import { localSaveFailure } from '#pwa/sync/storage-error.ts';
import { askForReview } from './report-content.ts';

/** In place of a post the moderators removed, for anyone but its author. */
export function RemovedPlaceholder({ className = '' }: { className?: string }) {
  return <p className={`text-slate-500 italic dark:text-slate-400 ${className}`}>{MODERATION_TEXTS.removed}</p>;
}

/** For the author of a removed post: that others no longer see it, why, and a way to ask for a review. */
export function RemovedNotice({ removal, kind, targetId }: { removal: Removal; kind: ReportKind; targetId: string }) {
  const userId = useSessionStore((s) => s.user?._id ?? '');
  const [asked, setAsked] = useState(removal.reviewRequested);
  const ask = () =>
    askForReview(userId, kind, targetId).then(
      () => (setAsked(true), toast.success('Review asked for. The alumni office will look again.')),
      (error: unknown) => toast.error(localSaveFailure(error, 'This could not be saved on this device. Please try again.')),
    );
  return (
    <div role="note" className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-100">
      <p className="font-semibold">{MODERATION_TEXTS.removed}: only you can see this.</p>
      {removal.reason && <p className="mt-1 break-words">Reason: {removal.reason}</p>}
      {asked ? (
        <p className="mt-2 font-medium">A review has been asked for.</p>
      ) : (
        <button type="button" onClick={() => void ask()} className="mt-2 font-semibold text-amber-900 underline underline-offset-2 dark:text-amber-200">
          Ask for a review
        </button>
      )}
    </div>
  );
}
