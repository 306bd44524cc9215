import type { DonationSummary } from '#domain/donations/donation.ts';
import { formatLakhsOneDecimal } from '#domain/jobs/lakhs.ts';
import { countText } from '#domain/count-text.ts';


/** The hero's four figures (spec section 9), from the server's paid rows; dashes while they load. */
export function DonationHero({ summary }: { summary: DonationSummary | undefined }) {
  const stats = [
    { label: 'Raised', value: summary ? formatLakhsOneDecimal(summary.totalRaised) : '—' },
    { label: 'Donors', value: summary ? countText(summary.donors) : '—' },
    { label: 'Scholarships', value: summary ? countText(summary.scholarships) : '—' },
    { label: 'Events', value: summary ? countText(summary.events) : '—' },
  ];
  return (
    <section aria-labelledby="donation-title" className="rounded-3xl bg-gradient-to-br from-indigo-600 to-violet-700 px-6 py-10 text-white shadow-lg sm:px-10 sm:py-14">
      <p className="text-sm font-semibold tracking-wide text-indigo-100 uppercase">Give back</p>
      <h1 id="donation-title" className="mt-2 text-3xl font-extrabold tracking-tight sm:text-5xl">
        Support Your Alma Mater
      </h1>
      <p className="mt-4 max-w-2xl text-base leading-7 text-indigo-50 sm:text-lg">
        Every gift funds scholarships, better labs and programs that carry students further than we went.
      </p>
      <dl className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-4" aria-busy={!summary}>
        {stats.map((s) => (
          <div key={s.label} className="rounded-2xl bg-white/10 px-4 py-4 ring-1 ring-white/20">
            <dt className="text-sm text-indigo-100">{s.label}</dt>
            <dd className="mt-1 text-2xl font-bold tabular-nums sm:text-3xl">{s.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
