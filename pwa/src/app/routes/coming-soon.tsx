import { Link, useLocation } from 'wouter';
import { ClockIcon } from '#pwa/components/icons/common-icons.tsx';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { homeFor, useSessionStore } from '#pwa/stores/session-store.ts';
import { PageFrame } from '#pwa/components/ui/page-frame.tsx';

type Props = { title: string; upcoming?: readonly string[] };

/** An honest stand-in for a screen a later issue builds; its route and guard are already real. */
export function ComingSoonPage({ title, upcoming }: Props) {
  const home = homeFor(useSessionStore((s) => s.user));
  const [location] = useLocation();
  return (
    <>
      <title>{`${title} · Alumni Portal`}</title>
      <PageFrame as="section" className="flex min-h-[calc(100dvh-4rem)] flex-col items-center justify-center py-20 text-center">
        <div className="flex max-w-2xl flex-col items-center">
          <span className="inline-flex size-16 items-center justify-center rounded-2xl bg-indigo-50 text-indigo-600 ring-1 ring-indigo-100 dark:bg-indigo-500/10 dark:text-indigo-300 dark:ring-indigo-500/20">
            <ClockIcon className="size-8" />
          </span>
          <p className="mt-6 text-sm font-semibold tracking-wide text-indigo-700 uppercase dark:text-indigo-300">Coming soon</p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white">{title}</h1>
          <p className="mt-5 text-lg leading-8 text-slate-600 dark:text-slate-400">This part of the portal is being built.</p>
          {upcoming && upcoming.length > 0 && (
            <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
              <span className="font-semibold text-slate-800 dark:text-slate-200">On its way:</span> {upcoming.join(' · ')}
            </p>
          )}
          {location !== home && (
            <Link href={home} className={buttonClasses('secondary', 'lg', 'mt-10')}>
              Back to home
            </Link>
          )}
        </div>
      </PageFrame>
    </>
  );
}
