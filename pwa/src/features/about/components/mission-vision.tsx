import { TargetIcon } from './about-icons.tsx';
import { EyeIcon } from '#pwa/components/icons/common-icons.tsx';
import { PageFrame } from '#pwa/components/ui/page-frame.tsx';

const blocks = [
  {
    title: 'Our Mission',
    Icon: TargetIcon,
    text: 'To build a lifelong bridge between the college and its graduates: helping alumni find each other, share opportunities and mentor the students who follow in their footsteps.',
  },
  {
    title: 'Our Vision',
    Icon: EyeIcon,
    text: 'A global network where every graduate has a community to lean on, every student has a mentor to learn from, and every success flows back into the college that made it possible.',
  },
] as const;

export function MissionVision() {
  return (
    <PageFrame as="section" aria-label="Mission and vision" className="py-16 sm:py-24">
      <div className="grid gap-6 md:grid-cols-2">
        {blocks.map(({ title, Icon, text }) => (
          <article
            key={title}
            className="rounded-2xl border border-slate-200 bg-white p-7 shadow-sm sm:p-9 dark:border-slate-800 dark:bg-slate-900"
          >
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-indigo-600 text-white dark:bg-indigo-500/15 dark:text-indigo-300">
              <Icon className="size-6" />
            </span>
            <h2 className="mt-5 text-2xl font-bold tracking-tight text-slate-900 dark:text-white">{title}</h2>
            <p className="mt-3 text-lg leading-8 text-slate-600 dark:text-slate-400">{text}</p>
          </article>
        ))}
      </div>
    </PageFrame>
  );
}
