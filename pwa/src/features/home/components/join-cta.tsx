import { Link } from 'wouter';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { PageFrame } from '#pwa/components/ui/page-frame.tsx';

export function JoinCta() {
  return (
    <PageFrame as="section" aria-labelledby="join-title" className="py-16 sm:py-24">
      <div className="rounded-3xl bg-indigo-700 px-6 py-12 text-center shadow-xl shadow-indigo-900/10 sm:px-12 sm:py-16 dark:bg-indigo-600/90 dark:shadow-none">
        <h2 id="join-title" className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
          Ready to reconnect?
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg leading-8 text-indigo-50">
          Verify your roll number, set up your profile and find the people you studied with.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link href="/signup" className={buttonClasses('inverse', 'lg')}>
            Create your account
          </Link>
          <Link href="/contact" className={buttonClasses('outline-inverse', 'lg')}>
            Talk to us
          </Link>
        </div>
      </div>
    </PageFrame>
  );
}
