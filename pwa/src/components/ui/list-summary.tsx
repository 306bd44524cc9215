import type { ReactNode } from 'react';

// ADR 0134: what a screen says about a whole list (a count, "You are all caught up.") waits for the
// whole list. On a new device that is its first pull (ADR 0125's `pulled`): until it has landed the
// device holds only the pull's first pages, and the list itself says it is loading.

type Props = { complete: boolean | undefined; children: ReactNode };

/** A count in a tab, beside a title or on a card: nothing until the list is complete. */
export function ListSummary({ complete, children }: Props) {
  return complete ? children : null;
}

/**
 * A summary line under a title, read out as it changes. The line is there from the first render,
 * empty until the list is complete, so nothing under it moves when it fills.
 */
export function ListSummaryLine({ complete, children, className }: Props & { className?: string }) {
  return (
    <p className={className} aria-live="polite">
      {complete ? children : '\u00a0'}
    </p>
  );
}
