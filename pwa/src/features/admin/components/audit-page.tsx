import { useState } from 'react';
import { DocumentIcon } from '#pwa/components/icons/common-icons.tsx';
import { controlClasses } from '#pwa/components/form/field-shell.tsx';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { LoadingState, MessageState, StateHint } from '#pwa/components/ui/list-state.tsx';
import { PageFrame } from '#pwa/components/ui/page-frame.tsx';
import type { AuditScreenFilter } from '../api/audit-log.ts';
import { useAuditLog } from '../hooks/use-audit-log.ts';
import { AuditRow } from './audit-row.tsx';
import { DownloadCsvButton } from './download-csv-button.tsx';
import { TableFrame, TableHead } from './table-frame.tsx';
import { LoadFailed } from './list-states.tsx';
import { countText } from '#domain/count-text.ts';

/** The action filter: the log's prefixes (domain/admin/audit-log.ts: a trailing dot is a prefix). */
const ACTIONS = [
  ['', 'All actions'],
  ['moderation.', 'Moderation'],
  ['member.', 'Members'],
  ['roster.', 'Roster'],
  ['fund.', 'Funds'],
  ['event.', 'Events'],
] as const;

const EMPTY: AuditScreenFilter = { action: '', from: '', to: '' };
const label = 'text-sm font-semibold text-slate-800 dark:text-slate-200';
const box = 'min-h-64';

/** /admin/audit (issue 32): every admin action, newest first, filtered, paged with 'Load more', and as CSV. */
export function AuditPage() {
  const [filter, setFilter] = useState<AuditScreenFilter>(EMPTY);
  const log = useAuditLog(filter);
  const set = (name: keyof AuditScreenFilter) => (event: { target: { value: string } }) => setFilter({ ...filter, [name]: event.target.value });

  let body;
  if (log.status === 'error')
    body = <LoadFailed title="The audit log could not be loaded" error={log.error} onRetry={log.retry} className={box} />;
  else if (!log.loaded) body = <LoadingState text="Loading the audit log..." className={box} />;
  else if (log.entries.length === 0)
    body = (
      <MessageState icon={<DocumentIcon className="size-7" />} title="No actions match these filters" className={box}>
        <StateHint>Choose all actions, or widen the dates.</StateHint>
      </MessageState>
    );
  else
    body = (
      <>
        <TableFrame labelledBy="audit-table" busy={log.stale}>
          <table className="w-full min-w-[64rem] border-collapse">
            <caption id="audit-table" className="sr-only">
              Admin actions, newest first
            </caption>
            <TableHead headings={['When', 'Admin', 'Action', 'Target', 'Reason', 'Before → after']} />
            <tbody>
              {log.entries.map((line) => (
                <AuditRow key={line.id} line={line} />
              ))}
            </tbody>
          </table>
        </TableFrame>
        {log.hasMore && (
          <div className="flex justify-center border-t border-slate-200 p-4 dark:border-slate-800">
            <button type="button" disabled={log.stale || log.loadingMore} onClick={() => void log.loadMore()} className={buttonClasses('secondary', 'md')}>
              {log.loadingMore ? 'Loading...' : 'Load more'}
            </button>
          </div>
        )}
      </>
    );

  return (
    <>
      <title>Audit log · Admin · Alumni Portal</title>
      <PageFrame className="py-10 sm:py-14">
        <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase dark:text-indigo-300">Admin</p>
        <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl dark:text-white">Audit log</h1>
        <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-400">Every change an admin made, newest first. Nobody can edit or remove a line.</p>

        <form role="search" aria-label="Filter the audit log" className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" onSubmit={(e) => e.preventDefault()}>
          <div>
            <label htmlFor="audit-action" className={label}>
              Action
            </label>
            <select id="audit-action" value={filter.action} onChange={set('action')} className={`${controlClasses(false)} mt-2`}>
              {ACTIONS.map(([value, text]) => (
                <option key={value} value={value}>
                  {text}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="audit-from" className={label}>
              From
            </label>
            <input id="audit-from" type="date" value={filter.from} max={filter.to || undefined} onChange={set('from')} className={`${controlClasses(false)} mt-2`} />
          </div>
          <div>
            <label htmlFor="audit-to" className={label}>
              To
            </label>
            <input id="audit-to" type="date" value={filter.to} min={filter.from || undefined} onChange={set('to')} className={`${controlClasses(false)} mt-2`} />
          </div>
          <DownloadCsvButton path={`/api/admin/audit?${log.query}${log.query ? '&' : ''}format=csv`} name="audit-log" className="h-12.5! self-end" />
        </form>

        <p role="status" className="mt-6 text-sm text-slate-700 dark:text-slate-300">
          {log.loaded && log.status !== 'error' && log.entries.length > 0
            ? `${countText(log.entries.length)} action${log.entries.length === 1 ? '' : 's'} shown${log.hasMore ? ', more below' : ''}`
            : ''}
        </p>
        <section aria-label="Audit log" className="mt-3 overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
          {body}
        </section>
      </PageFrame>
    </>
  );
}
