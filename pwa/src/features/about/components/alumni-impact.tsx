import { PageFrame } from '#pwa/components/ui/page-frame.tsx';

// Static figures from the spec (section 9, Static About figures).
const figures = [
  ['12,000+', 'Alumni worldwide'],
  ['150+', 'Events hosted'],
  ['300+', 'Scholarships awarded'],
  ['35', 'Countries'],
] as const;

export function AlumniImpact() {
  return (
    <PageFrame as="section" aria-labelledby="impact-title" className="py-16 sm:py-24">
      <div className="rounded-3xl bg-slate-900 px-6 py-12 sm:px-12 sm:py-16 dark:bg-slate-900 dark:ring-1 dark:ring-slate-800">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="impact-title" className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
            Alumni Impact
          </h2>
          <p className="mt-4 text-lg leading-8 text-slate-300">What our community has built together so far.</p>
        </div>
        <dl className="mt-12 grid grid-cols-2 gap-x-6 gap-y-10 lg:grid-cols-4">
          {figures.map(([value, label]) => (
            <div key={label} className="flex flex-col-reverse items-center justify-end gap-2 text-center">
              <dt className="text-sm font-medium text-slate-300 sm:text-base">{label}</dt>
              <dd className="text-4xl font-extrabold tracking-tight text-white sm:text-5xl">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </PageFrame>
  );
}
