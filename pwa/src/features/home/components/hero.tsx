import { Link } from 'wouter';
import { ArrowRightIcon } from '#pwa/components/icons/common-icons.tsx';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { site } from '#pwa/config/site.ts';
import { PageFrame } from '#pwa/components/ui/page-frame.tsx';

const stats = [
  ['12,000+', 'alumni'],
  ['35', 'countries'],
  ['150+', 'events'],
] as const;

export function Hero() {
  return (
    <section className="relative isolate overflow-hidden border-b border-slate-200 dark:border-slate-800">
      {/* Decorative glow; pure CSS so it costs no request and cannot shift layout. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_50%_-10%,var(--color-indigo-100),transparent_70%)] dark:bg-[radial-gradient(60rem_30rem_at_50%_-10%,color-mix(in_oklab,var(--color-indigo-500)_22%,transparent),transparent_70%)]"
      />
      <PageFrame className="pt-16 pb-20 text-center sm:pt-24 sm:pb-28">
        <div className="mx-auto max-w-4xl">
          <p className="inline-flex items-center gap-2 rounded-full border border-indigo-200 bg-white/70 px-4 py-1.5 text-sm font-medium text-indigo-800 dark:border-indigo-500/30 dark:bg-indigo-500/10 dark:text-indigo-200">
            <span className="size-2 rounded-full bg-indigo-600 dark:bg-indigo-400" aria-hidden="true" />
            The alumni community of {site.college}
          </p>
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl md:text-6xl dark:text-white">
            Your Alumni Journey <span className="text-indigo-600 dark:text-indigo-400">Begins Here</span>
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg leading-8 text-slate-600 sm:text-xl dark:text-slate-300">
            Reconnect with classmates, grow your career and give back to the college that shaped you, in one
            community built by and for our graduates.
          </p>
          <div className="mt-10 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
            <Link href="/about" className={buttonClasses('primary', 'lg')}>
              Explore {site.name}
              <ArrowRightIcon className="size-5" />
            </Link>
            {/* An in-page link, not a scripted button: it scrolls (smoothly, index.css) before any app has started (ADR 0097). */}
            <a href="#benefits" className={buttonClasses('secondary', 'lg')}>
              Explore Benefits
            </a>
          </div>
          <dl className="mx-auto mt-14 grid max-w-lg grid-cols-3 gap-4 border-t border-slate-200 pt-8 dark:border-slate-800">
            {stats.map(([value, label]) => (
              <div key={label} className="flex flex-col-reverse justify-end gap-1">
                <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
                <dd className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </PageFrame>
    </section>
  );
}
