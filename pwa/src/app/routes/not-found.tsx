import { Link } from 'wouter';
import { MapPinIcon } from '#pwa/components/icons/common-icons.tsx';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { PageFrame } from '#pwa/components/ui/page-frame.tsx';

export function NotFoundPage() {
  return (
    <>
      <title>Page not found · Alumni Portal</title>
      <PageFrame as="section" className="flex min-h-[calc(100dvh-4rem)] flex-col items-center justify-center py-20 text-center">
        <div className="flex max-w-2xl flex-col items-center">
          <span className="inline-flex size-16 items-center justify-center rounded-2xl bg-indigo-50 text-indigo-600 ring-1 ring-indigo-100 dark:bg-indigo-500/10 dark:text-indigo-300 dark:ring-indigo-500/20">
            <MapPinIcon className="size-8" />
          </span>
          <p className="mt-6 text-sm font-semibold tracking-wide text-indigo-700 uppercase dark:text-indigo-300">Error 404</p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white">
            Page not found
          </h1>
          <p className="mt-5 text-lg leading-8 text-slate-600 dark:text-slate-400">
            The page you are looking for does not exist or has moved. Check the address, or head back to familiar ground.
          </p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <Link href="/" className={buttonClasses('primary', 'lg')}>
              Back to home
            </Link>
            <Link href="/contact" className={buttonClasses('secondary', 'lg')}>
              Contact support
            </Link>
          </div>
        </div>
      </PageFrame>
    </>
  );
}
