import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ArrowLeftIcon } from '#pwa/components/icons/common-icons.tsx';
import { PageFrame, READING_COLUMN } from '#pwa/components/ui/page-frame.tsx';

/** The frame of a screen about one event (the event, its check-in): its title, the way back, the body. */
export function EventScreen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <title>{`${title} · Alumni Portal`}</title>
      <PageFrame className="py-8 sm:py-12">
        <div className={READING_COLUMN}>
          <Link href="/events" className="inline-flex items-center gap-1.5 text-sm font-semibold text-indigo-700 hover:underline dark:text-indigo-300">
            <ArrowLeftIcon className="size-4" aria-hidden="true" /> All events
          </Link>
          <div className="mt-6">{children}</div>
        </div>
      </PageFrame>
    </>
  );
}
