import { pointsText, REPUTATION_HELP } from '#domain/queries/reputation.ts';
import { countText } from '#domain/count-text.ts';

/** A member's reputation (issue 33) beside their name: a small pill that reads "27 reputation" to everyone. */
export function ReputationBadge({ points, className = '' }: { points: number | undefined; className?: string }) {
  if (points === undefined) return null;
  return (
    <span
      title={`${pointsText(points)}. ${REPUTATION_HELP}`}
      className={`inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-800 tabular-nums ring-1 ring-amber-200 ring-inset dark:bg-amber-400/10 dark:text-amber-200 dark:ring-amber-400/30 ${className}`}
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-3.5">
        <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" />
      </svg>
      {countText(points)}
      <span className="sr-only"> reputation</span>
    </span>
  );
}
