import type { ReactNode } from 'react';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';

type Props = { id: string; title: string; action?: { label: string; onClick: () => void }; children: ReactNode };

/** One card of the profile page: a heading, an optional edit button, the content. */
export function ProfileSection({ id, title, action, children }: Props) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-lg font-bold text-slate-900 dark:text-white">
          {title}
        </h2>
        {action && (
          <button type="button" onClick={action.onClick} className={buttonClasses('secondary', 'sm')}>
            {action.label}
          </button>
        )}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** The spec's empty texts ('No achievements listed'…). */
export const EmptyText = ({ children }: { children: ReactNode }) => <p className="text-slate-600 dark:text-slate-400">{children}</p>;
