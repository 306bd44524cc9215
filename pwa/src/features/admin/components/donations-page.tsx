import { useState } from 'react';
import { DONATION_STATUSES } from '#domain/donations/donation.ts';
import { formatRupees } from '#domain/donations/rupees.ts';
import { controlClasses } from '#pwa/components/form/field-shell.tsx';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { PageFrame } from '#pwa/components/ui/page-frame.tsx';
import { filterQuery, useAdminDonations, useFunds, type DonationFilter } from '../api/donations.ts';
import { FundsEditor } from './funds-editor.tsx';
import { Pager } from './pager.tsx';
import { TableFrame, tdClasses, thClasses } from './table-frame.tsx';

const EMPTY: DonationFilter = { status: '', fund: '', from: '', to: '' };
const day = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

/** /admin/donations: every donation, filtered by status, fund and dates, with totals and a CSV export. */
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
        <form role="search" aria-label="Filter donations" className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-5" onSubmit={(e) => e.preventDefault()}>
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
          <a href={`/api/admin/donations/export?${filterQuery(filter)}`} download className={buttonClasses('secondary', 'md', 'self-end')}>
            Export CSV
          </a>
        </form>
        <p role="status" className="mt-6 text-slate-700 dark:text-slate-300">
          {data
            ? `${data.total.toLocaleString('en-IN')} donation${data.total === 1 ? '' : 's'} · ${data.totals.paidCount.toLocaleString('en-IN')} paid, ${formatRupees(data.totals.paidAmount)} in all`
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
              <thead>
                <tr>
                  {['Date', 'Donor', 'Amount', 'Type', 'Fund', 'Status', 'Reference'].map((h) => (
                    <th key={h} scope="col" className={thClasses}>
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.donations.map((d) => (
                  <tr key={d.reference} className="border-t border-slate-200 dark:border-slate-800">
                    <td className={tdClasses}>{day.format(new Date(d.paidAt ?? d.createdAt))}</td>
                    <td className={tdClasses}>
                      {d.donor.fullName}
                      <span className="block text-xs text-slate-500 dark:text-slate-400">{d.donor.rollNumber ?? d.donor.email}</span>
                    </td>
                    <td className={`${tdClasses} tabular-nums`}>{formatRupees(d.amount)}</td>
                    <td className={tdClasses}>{d.donationType}</td>
                    <td className={tdClasses}>{d.fund ?? '—'}</td>
                    <td className={tdClasses}>{d.status}</td>
                    <td className={`${tdClasses} font-mono`}>{d.reference}</td>
                  </tr>
                ))}
              </tbody>
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
