import type { ReactNode } from 'react';
import { PageFrame } from '#pwa/components/ui/page-frame.tsx';

type Props = {
  /** The document title's first part. */
  pageTitle: string;
  title: string;
  subtitle?: ReactNode;
  /** Signup's profile step shows eight fields: it needs two columns. */
  wide?: boolean;
  children: ReactNode;
  footer?: ReactNode;
};

/** The frame of the login, signup and e-mail verification pages: a heading over one card. */
export function AuthLayout({ pageTitle, title, subtitle, wide = false, children, footer }: Props) {
  return (
    <>
      <title>{`${pageTitle} · Alumni Portal`}</title>
      <section className="relative isolate overflow-hidden">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(50rem_24rem_at_50%_-8%,var(--color-indigo-100),transparent_70%)] dark:bg-[radial-gradient(50rem_24rem_at_50%_-8%,color-mix(in_oklab,var(--color-indigo-500)_18%,transparent),transparent_70%)]"
        />
        <PageFrame className="py-12 sm:py-16">
          <div className={`mx-auto ${wide ? 'max-w-3xl' : 'max-w-lg'}`}>
            <header className="text-center">
              <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl dark:text-white">{title}</h1>
              {subtitle && <div className="mt-3 text-base leading-7 text-slate-600 dark:text-slate-400">{subtitle}</div>}
            </header>
            <div className="mt-8 rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
              {children}
            </div>
            {footer && <div className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">{footer}</div>}
          </div>
        </PageFrame>
      </section>
    </>
  );
}

export const inlineLink =
  'rounded font-semibold text-indigo-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:text-indigo-300 dark:focus-visible:outline-indigo-400';
