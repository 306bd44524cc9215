import { Link } from 'wouter';
import { ArrowRightIcon } from '#pwa/components/icons/common-icons.tsx';
import type { Benefit } from '../benefits.ts';

const shell =
  'flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-7 dark:border-slate-800 dark:bg-slate-900';

function CardBody({ benefit }: { benefit: Benefit }) {
  const { Icon } = benefit;
  return (
    <>
      <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600 ring-1 ring-indigo-100 dark:bg-indigo-500/10 dark:text-indigo-300 dark:ring-indigo-500/20">
        <Icon className="size-6" />
      </span>
      <h3 className="mt-5 text-lg font-semibold text-slate-900 dark:text-white">{benefit.title}</h3>
      <p className="mt-2 leading-7 text-slate-600 dark:text-slate-400">{benefit.description}</p>
    </>
  );
}

/** One benefit; the linked ones are whole-card links with a visible call to action. */
export function BenefitCard({ benefit }: { benefit: Benefit }) {
  if (!benefit.link) {
    return (
      <div className={shell}>
        <CardBody benefit={benefit} />
      </div>
    );
  }
  return (
    <Link
      href={benefit.link.href}
      className={`${shell} group transition hover:-translate-y-0.5 hover:border-indigo-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-600 motion-reduce:hover:translate-y-0 dark:hover:border-indigo-500/60 dark:focus-visible:outline-indigo-400`}
    >
      <CardBody benefit={benefit} />
      <span className="mt-auto inline-flex items-center gap-1.5 pt-4 text-sm font-semibold text-indigo-700 dark:text-indigo-300">
        {benefit.link.label}
        <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-1 motion-reduce:group-hover:translate-x-0" />
      </span>
    </Link>
  );
}
