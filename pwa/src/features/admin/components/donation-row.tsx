import type { AdminDonation } from '#domain/donations/admin-donations.ts';
import { formatRupees } from '#domain/donations/rupees.ts';
import { tdClasses } from './table-frame.tsx';

const day = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
const moment = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });
const note = 'block text-xs text-slate-600 dark:text-slate-400';

/** One row of /admin/donations: a partial refund and a payment Razorpay would not confirm are spelled out. */
export function DonationRow({ donation: d }: { donation: AdminDonation }) {
  const partly = d.status === 'paid' && d.refundedAmount > 0;
  return (
    <tr className="border-t border-slate-200 dark:border-slate-800">
      <td className={tdClasses}>{day.format(new Date(d.paidAt ?? d.createdAt))}</td>
      <td className={tdClasses}>
        {d.donor.fullName}
        <span className="block text-xs text-slate-500 dark:text-slate-400">{d.donor.rollNumber ?? d.donor.email ?? 'Account erased'}</span>
      </td>
      <td className={`${tdClasses} tabular-nums`}>
        {formatRupees(d.amount)}
        {d.refundedAmount > 0 && <span className={note}>{formatRupees(d.refundedAmount)} refunded</span>}
      </td>
      <td className={tdClasses}>{d.donationType}</td>
      <td className={tdClasses}>{d.fund ?? '—'}</td>
      <td className={tdClasses}>
        {partly ? 'partly refunded' : d.status}
        {d.reconcile &&
          (d.reconcile.needsAdmin ? (
            <span className="block text-xs font-semibold text-red-700 dark:text-red-400">Needs attention: {d.reconcile.reason}</span>
          ) : (
            <span className={note}>
              Razorpay refused {d.reconcile.failures}×: {d.reconcile.reason}
              {d.reconcile.nextTryAt && ` · next try ${moment.format(new Date(d.reconcile.nextTryAt))}`}
            </span>
          ))}
      </td>
      <td className={`${tdClasses} font-mono`}>{d.reference}</td>
    </tr>
  );
}
