import { benefits } from '../benefits.ts';
import { BenefitCard } from './benefit-card.tsx';
import { PageFrame } from '#pwa/components/ui/page-frame.tsx';

export function BenefitsSection() {
  return (
    <section id="benefits" aria-labelledby="benefits-title" className="bg-slate-50 py-16 sm:py-24 dark:bg-slate-900/40">
      <PageFrame>
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase dark:text-indigo-300">
            Why join
          </p>
          <h2 id="benefits-title" className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
            Benefits of the alumni network
          </h2>
          <p className="mt-4 text-lg leading-8 text-slate-600 dark:text-slate-400">
            Everything you need to stay connected with your college and the people you met there.
          </p>
        </div>
        {/* Two columns from md; a fixed 280 px card height once the columns are wide enough (spec, Home). */}
        <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:auto-rows-[280px]">
          {benefits.map((benefit) => (
            <li key={benefit.title}>
              <BenefitCard benefit={benefit} />
            </li>
          ))}
        </ul>
      </PageFrame>
    </section>
  );
}
