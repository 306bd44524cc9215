import { useState } from 'react';
import { toast } from '#pwa/lib/toast.ts';
import { Link } from 'wouter';
import type { DonationView } from '#domain/donations/donation.ts';
import { formatRupees } from '#domain/donations/rupees.ts';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { useOnline } from '#pwa/hooks/use-online.ts';
import { cancelRecurring, useMyDonations } from '../api/my-donations.ts';

const day = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
const STATUS: Record<DonationView['status'], string> = { created: 'Pending', paid: 'Paid', failed: 'Failed', cancelled: 'Not completed', refunded: 'Refunded' };

/** 'Paid', or 'Partly refunded (₹100 refunded)' when some of a paid donation came back (ADR 0099). */
const statusOf = (d: DonationView) =>
  d.status === 'paid' && d.refundedAmount > 0 ? `Partly refunded (${formatRupees(d.refundedAmount)} refunded)` : STATUS[d.status];

/** The own profile's donation history; a Monthly or Annual one can be stopped here. */
export function MyDonations() {
  const online = useOnline();
  const { status, data } = useMyDonations(online);
  return (
    <section aria-labelledby="my-donations" className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="my-donations" className="text-lg font-bold text-slate-900 dark:text-white">
          My Donations
        </h2>
        <Link href="/donation" className={buttonClasses('secondary', 'sm')}>
          Donate
        </Link>
      </div>
      <div className="mt-4">
        {!online ? (
          <p className="text-slate-600 dark:text-slate-400">Your donations show here when you are online.</p>
        ) : status === 'loading' ? (
          <p className="text-slate-600 dark:text-slate-400">Loading ...</p>
        ) : status === 'error' ? (
          <p className="text-slate-600 dark:text-slate-400">Your donations could not be loaded. Please try again later.</p>
        ) : data.length === 0 ? (
          <p className="text-slate-600 dark:text-slate-400">No donations yet.</p>
        ) : (
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {data.map((d) => (
              <DonationRow key={d.reference} donation={d} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function DonationRow({ donation: d }: { donation: DonationView }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const recurring = d.subscriptionStatus === 'active' || d.subscriptionStatus === 'created';
  const cancel = async () => {
    setBusy(true);
    const outcome = await cancelRecurring(d.reference);
    setBusy(false);
    setConfirming(false);
    if (outcome.ok) toast.success(outcome.message);
    else toast.error(outcome.message);
  };
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-4">
      <div>
        <p className="font-semibold text-slate-900 dark:text-white">
          {formatRupees(d.amount)} <span className="font-normal text-slate-600 dark:text-slate-400">· {d.donationType}{d.fund ? ` · ${d.fund}` : ''}</span>
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {day.format(new Date(d.paidAt ?? d.createdAt))} · {statusOf(d)} · <span className="font-mono">{d.reference}</span>
          {d.subscriptionStatus === 'cancelled' && ' · recurring stopped'}
        </p>
      </div>
      {recurring &&
        (confirming ? (
          <div className="flex items-center gap-2" role="group" aria-label={`Stop ${d.donationType} donation ${d.reference}?`}>
            <span className="text-sm text-slate-700 dark:text-slate-300">Stop future charges?</span>
            <button type="button" disabled={busy} onClick={() => void cancel()} className={buttonClasses('primary', 'sm')}>
              {busy ? 'Processing...' : 'Yes, stop'}
            </button>
            <button type="button" disabled={busy} onClick={() => setConfirming(false)} className={buttonClasses('secondary', 'sm')}>
              Keep
            </button>
          </div>
        ) : (
          <button type="button" onClick={() => setConfirming(true)} className={buttonClasses('secondary', 'sm')}>
            Cancel {d.donationType.toLowerCase()} donation
          </button>
        ))}
    </li>
  );
}
