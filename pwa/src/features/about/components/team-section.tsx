import { PageFrame } from '#pwa/components/ui/page-frame.tsx';

// The association's office bearers; portraits are small SVG files in public/images/team/.
const team = [
  { name: 'Ananya Sharma', role: 'President', batch: 'B.Tech CSE, 2008–2012', image: '/images/team/ananya-sharma.svg' },
  { name: 'Rahul Mehta', role: 'Vice President', batch: 'B.Tech ECE, 2010–2014', image: '/images/team/rahul-mehta.svg' },
  { name: 'Priya Nair', role: 'Events Lead', batch: 'MBA, 2015–2017', image: '/images/team/priya-nair.svg' },
] as const;

export function TeamSection() {
  return (
    <section id="team" aria-labelledby="team-title" className="bg-slate-50 py-16 sm:py-24 dark:bg-slate-900/40">
      <PageFrame>
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="team-title" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
            Meet the Team
          </h2>
          <p className="mt-4 text-lg leading-8 text-slate-600 dark:text-slate-400">
            Alumni volunteers who run the association, its events and this portal.
          </p>
        </div>
        <ul className="mx-auto mt-12 grid max-w-4xl gap-6 sm:grid-cols-3">
          {team.map((member) => (
            <li
              key={member.name}
              className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900"
            >
              <img
                src={member.image}
                alt={`Portrait of ${member.name}`}
                width={112}
                height={112}
                loading="lazy"
                decoding="async"
                className="mx-auto size-28 rounded-full ring-4 ring-indigo-50 dark:ring-indigo-500/20"
              />
              <h3 className="mt-5 text-lg font-semibold text-slate-900 dark:text-white">{member.name}</h3>
              <p className="mt-1 font-medium text-indigo-700 dark:text-indigo-300">{member.role}</p>
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{member.batch}</p>
            </li>
          ))}
        </ul>
      </PageFrame>
    </section>
  );
}
