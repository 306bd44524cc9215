import { ShieldCheckIcon, TrendingUpIcon } from './about-icons.tsx';
import { LightbulbIcon, UsersIcon } from '#pwa/components/icons/common-icons.tsx';
import { PageFrame } from '#pwa/components/ui/page-frame.tsx';

const values = [
  {
    title: 'Community',
    Icon: UsersIcon,
    text: 'We show up for each other, across batches, branches and borders.',
  },
  {
    title: 'Growth',
    Icon: TrendingUpIcon,
    text: 'We share knowledge, jobs and mentoring so that every member keeps growing.',
  },
  {
    title: 'Innovation',
    Icon: LightbulbIcon,
    text: 'We try new ideas to make staying in touch easier and more useful.',
  },
  {
    title: 'Integrity',
    Icon: ShieldCheckIcon,
    text: 'We handle every contribution and every member’s data with honesty and care.',
  },
] as const;

export function CoreValues() {
  return (
    <section aria-labelledby="values-title" className="bg-slate-50 py-16 sm:py-24 dark:bg-slate-900/40">
      <PageFrame>
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="values-title" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
            Core Values
          </h2>
          <p className="mt-4 text-lg leading-8 text-slate-600 dark:text-slate-400">
            Four ideas guide everything the association does.
          </p>
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {values.map(({ title, Icon, text }) => (
            <li
              key={title}
              className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900"
            >
              <span className="mx-auto inline-flex size-14 items-center justify-center rounded-full bg-indigo-50 text-indigo-600 ring-1 ring-indigo-100 dark:bg-indigo-500/10 dark:text-indigo-300 dark:ring-indigo-500/20">
                <Icon className="size-7" />
              </span>
              <h3 className="mt-5 text-lg font-semibold text-slate-900 dark:text-white">{title}</h3>
              <p className="mt-2 leading-7 text-slate-600 dark:text-slate-400">{text}</p>
            </li>
          ))}
        </ul>
      </PageFrame>
    </section>
  );
}
