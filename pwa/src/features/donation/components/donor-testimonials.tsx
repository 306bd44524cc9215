// Three donor voices (spec: three static testimonials); invented alumni, not real persons.
const TESTIMONIALS = [
  { quote: 'A scholarship paid my hostel fees in second year. Giving a little every month is how I say thank you.', name: 'Ananya Krishnan', batch: 'B.Tech 2014' },
  { quote: 'The robotics lab I once queued for now has twice the benches. Seeing that on a campus visit made it real.', name: 'Rohit Menon', batch: 'B.Tech 2009' },
  { quote: 'Our batch pooled its reunion savings into the programs fund. The hackathon it paid for hired two of my interns.', name: 'Farah Siddiqui', batch: 'M.Tech 2016' },
] as const;

export function DonorTestimonials() {
  return (
    <section aria-labelledby="testimonials-title" className="mt-16">
      <h2 id="testimonials-title" className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
        Why alumni give
      </h2>
      <ul className="mt-6 grid gap-5 md:grid-cols-3">
        {TESTIMONIALS.map((t) => (
          <li key={t.name} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
            <figure>
              <blockquote className="text-slate-700 dark:text-slate-300">“{t.quote}”</blockquote>
              <figcaption className="mt-4 text-sm">
                <span className="font-semibold text-slate-900 dark:text-white">{t.name}</span>
                <span className="text-slate-600 dark:text-slate-400"> · {t.batch}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
