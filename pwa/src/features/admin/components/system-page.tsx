import { useState } from 'react';
import type { SystemStatus } from '#domain/admin/system-status.ts';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { LoadingState } from '#pwa/components/ui/list-state.tsx';
import { PageFrame } from '#pwa/components/ui/page-frame.tsx';
import { saveFile } from '#pwa/lib/save-file.ts';
import { toast } from '#pwa/lib/toast.ts';
import { backUpNow, downloadBackup, retryOutboxRow, useSystemStatus } from '../api/system.ts';
import type { AdminOutcome } from '../api/admin-action.ts';
import { LoadFailed } from './list-states.tsx';

const BOX = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900';
const H2 = 'text-lg font-bold text-slate-900 dark:text-white';
const MUTED = 'text-sm text-slate-600 dark:text-slate-400';
const CELL = 'py-2 pr-4 text-left';

const size = (bytes: number) =>
  bytes >= 2 ** 30 ? `${(bytes / 2 ** 30).toFixed(1)} GB` : bytes >= 2 ** 20 ? `${(bytes / 2 ** 20).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
const when = (iso: string) => new Date(iso).toLocaleString('en-IN', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
function uptime(seconds: number) {
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  return d ? `${d} d ${h} h` : h ? `${h} h ${m} min` : `${m} min`;
}

/** A button that runs an office action and says how it went. */
function ActionButton({ run, label, busyLabel, name }: { run: () => Promise<AdminOutcome>; label: string; busyLabel: string; name?: string }) {
  const [busy, setBusy] = useState(false);
  const press = async () => {
    setBusy(true);
    const outcome = await run();
    setBusy(false);
    if (outcome.ok) toast.success(outcome.message);
    else toast.error(outcome.message);
  };
  return (
    <button type="button" disabled={busy} aria-busy={busy} aria-label={name} onClick={() => void press()} className={buttonClasses('secondary', 'sm')}>
      {busy ? busyLabel : label}
    </button>
  );
}

function Figures({ s }: { s: SystemStatus }) {
  const tiles: [string, string][] = [
    ['Version', s.version],
    ['Database', `${s.database.kind === 'pglite' ? 'Embedded' : 'Postgres'} · ${size(s.database.bytes)}`],
    ['Photos and files', s.objects ? `${s.objects.count.toLocaleString('en-IN')} · ${size(s.objects.bytes)}` : 'Not set up'],
    ['Up for', s.uptimeSeconds === null ? '—' : uptime(s.uptimeSeconds)],
    ['Waiting to go out', String(s.outbox.waiting)],
    ['Failing', String(s.outbox.failing)],
    ['Oldest waiting', s.outbox.oldestAt ? when(s.outbox.oldestAt) : 'Nothing waits'],
    ['Migration', s.migration.replace(/\.sql$/, '')],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {tiles.map(([label, value]) => (
        <div key={label} className={BOX}>
          <dt className={MUTED}>{label}</dt>
          <dd className="mt-1 text-lg font-bold break-words text-slate-900 dark:text-white">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Backups({ backups }: { backups: SystemStatus['backups'] }) {
  const save = async (name: string) => {
    const outcome = await downloadBackup(name);
    if (outcome.ok) saveFile(outcome.blob, name);
    else toast.error(outcome.message);
  };
  return (
    <section aria-labelledby="backups" className={BOX}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="backups" className={H2}>Backups</h2>
        {backups.canTake && <ActionButton run={backUpNow} label="Back up now" busyLabel="Backing up..." />}
      </div>
      {backups.note && <p className={`mt-2 ${MUTED}`}>{backups.note}</p>}
      {backups.canTake && backups.latest.length === 0 && <p className={`mt-2 ${MUTED}`}>No backup yet: the first is taken tonight, or now.</p>}
      <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
        {backups.latest.map((b) => (
          <li key={b.name} className="flex flex-col gap-2 py-2 sm:flex-row sm:items-center sm:justify-between">
            <span className="text-slate-800 dark:text-slate-200">
              <span className="font-semibold">{when(b.at)}</span> · {size(b.bytes)} · <span className="break-all">{b.where}</span>
            </span>
            <button type="button" onClick={() => void save(b.name)} className={buttonClasses('secondary', 'sm')} aria-label={`Download the backup of ${when(b.at)}`}>
              Download
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Outbox({ outbox }: { outbox: SystemStatus['outbox'] }) {
  return (
    <section aria-labelledby="outbox" className={BOX}>
      <h2 id="outbox" className={H2}>Mail, pushes and jobs waiting</h2>
      {outbox.byKind.length === 0 ? (
        <p className={`mt-2 ${MUTED}`}>Nothing waits: every mail, push and job has gone out.</p>
      ) : (
        <table className="mt-3 w-full text-sm text-slate-800 dark:text-slate-200">
          <thead className={MUTED}><tr><th className={CELL}>Kind</th><th className={CELL}>Waiting</th><th className={CELL}>Failing</th></tr></thead>
          <tbody>{outbox.byKind.map((k) => <tr key={k.kind}><td className={CELL}>{k.kind}</td><td className={CELL}>{k.waiting}</td><td className={CELL}>{k.failing}</td></tr>)}</tbody>
        </table>
      )}
      {outbox.failures.length > 0 && (
        <ul aria-label="Failing" className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
          {outbox.failures.map((f) => (
            <li key={f.id} className="flex flex-col gap-2 py-2 sm:flex-row sm:items-center sm:justify-between">
              <span className="text-slate-800 dark:text-slate-200">
                <span className="font-semibold">{f.kind}</span> · tried {f.attempts} {f.attempts === 1 ? 'time' : 'times'}, next {when(f.nextAttemptAt)}
                <span className="block break-words text-red-700 dark:text-red-300">{f.error}</span>
              </span>
              <ActionButton run={() => retryOutboxRow(f.id)} label="Try again now" busyLabel="Asking..." name={`Try the ${f.kind} again now`} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** /admin/system (issue 55): what the college's IT person watches, and what they can do about it. */
export function SystemPage() {
  const status = useSystemStatus();
  const s = status.data;
  return (
    <>
      <title>System · Admin · Alumni Portal</title>
      <PageFrame className="space-y-6 py-10">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 dark:text-white">System</h1>
        {status.status === 'error' ? (
          <LoadFailed title="The figures could not be loaded" error={status.error} onRetry={status.refetch} />
        ) : !s ? (
          <LoadingState text="Loading the figures..." />
        ) : (
          <>
            <Figures s={s} />
            <Backups backups={s.backups} />
            <Outbox outbox={s.outbox} />
            <section aria-labelledby="tables" className={BOX}>
              <h2 id="tables" className={H2}>Largest tables</h2>
              <div className="mt-3 overflow-x-auto">
                <table className="w-full text-sm text-slate-800 dark:text-slate-200">
                  <thead className={MUTED}><tr><th className={CELL}>Table</th><th className={CELL}>Rows</th><th className={CELL}>Size</th></tr></thead>
                  <tbody>{s.database.largestTables.map((t) => <tr key={t.name}><td className={`${CELL} break-all`}>{t.name}</td><td className={CELL}>{t.rows.toLocaleString('en-IN')}</td><td className={CELL}>{size(t.bytes)}</td></tr>)}</tbody>
                </table>
              </div>
            </section>
          </>
        )}
      </PageFrame>
    </>
  );
}
