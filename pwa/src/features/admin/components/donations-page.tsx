import { useState } from 'react';
import type { AdminDonationPage } from '#domain/donations/admin-donations.ts';
import { DONATION_STATUSES } from '#domain/donations/donation.ts';
import { formatRupees } from '#domain/donations/rupees.ts';
import { controlClasses } from '#pwa/components/form/field-shell.tsx';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { PageFrame } from '#pwa/components/ui/page-frame.tsx';
import { filterQuery, useAdminDonations, useFunds, type DonationFilter } from '../api/donations.ts';
import { DonationRow } from './donation-row.tsx';
import { FundsEditor } from './funds-editor.tsx';
import { Pager } from './pager.tsx';
import { TableFrame, TableHead } from './table-frame.tsx';
import { countText } from '#domain/count-text.ts';

const EMPTY: DonationFilter = { status: '', fund: '', from: '', to: '', attention: '' };

/** '3 donations · 2 paid, ₹4,000 in all', then what was refunded and what waits for the admin. */
function summary(data: AdminDonationPage) {
  const { totals } = data;
  const parts = [`${countText(data.total)} donation${data.total === 1 ? '' : 's'} · ${countText(totals.paidCount)} paid, ${formatRupees(totals.paidAmount)} in all`];
  if (totals.refundedAmount > 0) parts.push(`${formatRupees(totals.refundedAmount)} refunded`);
  if (totals.needsAdmin > 0) parts.push(`${countText(totals.needsAdmin)} need${totals.needsAdmin === 1 ? 's' : ''} attention`);
  return parts.join(' · ');
}

/**
 * /admin/donations: every donation, filtered by status, fund and dates (or only those the reconciler
 * left to the admin), with totals and a CSV export.
 */
export function DonationsPage() {
  const [filter, setFilter] = useState<DonationFilter>(EMPTY);
  const [paging, setPaging] = useState({ filter, page: 1 });
  const page = paging.filter === filter ? paging.page : 1;
  const { status, data } = useAdminDonations(filter, page);
  const funds = useFunds().data?.funds ?? [];
  const set = (name: keyof DonationFilter) => (event: { target: { value: string } }) => setFilter({ ...filter, [name]: event.target.value });

  return (
    <>
      <title>Donations · Admin · Alumni Portal</title>
      <PageFrame className="py-10 sm:py-14">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 dark:text-white">Donations</h1>
        <form role="search" aria-label="Filter donations" className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-6" onSubmit={(e) => e.preventDefault()}>
          <label className="text-sm font-semibold text-slate-800 dark:text-slate-200">
            Status
            <select value={filter.status} onChange={set('status')} className={`${controlClasses(false)} mt-2`}>
              <option value="">All statuses</option>
              {DONATION_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </label>
          <label className="text-sm font-semibold text-slate-800 dark:text-slate-200">
            Fund
            <select value={filter.fund} onChange={set('fund')} className={`${controlClasses(false)} mt-2`}>
              <option value="">All funds</option>
              {funds.map((f) => (
                <option key={f.id} value={f.id}>
                  {f.name}
                </option>
              ))}
            </select>
          </label>
          <label className="text-sm font-semibold text-slate-800 dark:text-slate-200">
            From
            <input type="date" value={filter.from} onChange={set('from')} className={`${controlClasses(false)} mt-2`} />
          </label>
          <label className="text-sm font-semibold text-slate-800 dark:text-slate-200">
            To
            <input type="date" value={filter.to} onChange={set('to')} className={`${controlClasses(false)} mt-2`} />
          </label>
          <label className="flex items-center gap-2 self-end pb-3 text-sm font-semibold text-slate-800 dark:text-slate-200">
            <input type="checkbox" checked={filter.attention === '1'} onChange={(e) => setFilter({ ...filter, attention: e.target.checked ? '1' : '' })} className="size-4" />
            Needs attention only
          </label>
          <a href={`/api/admin/donations/export?${filterQuery(filter)}`} download className={buttonClasses('secondary', 'md', 'self-end')}>
            Export CSV
          </a>
        </form>
        <p role="status" className="mt-6 text-slate-700 dark:text-slate-300">
          {data
            ? summary(data)
            : status === 'error'
              ? 'Donations could not be loaded.'
              : 'Loading ...'}
        </p>
        {data && data.total === 0 && <p className="mt-4 rounded-2xl border border-dashed border-slate-300 p-8 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">No donations match these filters.</p>}
        {data && data.total > 0 && (
          <div className="mt-4">
            <h2 id="donations-table" className="sr-only">
              Donation list
            </h2>
            <TableFrame labelledBy="donations-table" busy={status === 'loading'}>
              <table className="w-full min-w-[48rem] border-collapse">
                <TableHead headings={['Date', 'Donor', 'Amount', 'Type', 'Fund', 'Status', 'Reference']} />
                <tbody>
                  {data.donations.map((d) => (
                    <DonationRow key={d.reference} donation={d} />
                  ))}
                </tbody>
              </table>
            </TableFrame>
            <div className="mt-4">
              <Pager page={page} pageCount={Math.max(1, Math.ceil(data.total / data.pageSize))} onPage={(p) => setPaging({ filter, page: p })} label="donations" />
            </div>
          </div>
        )}
        <FundsEditor funds={funds} />
      </PageFrame>
    </>
  );
}
