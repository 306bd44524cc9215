import { useState } from 'react';
import type { MentorshipOverview, OfficeMentor, OfficePair } from '#domain/mentorship/mentorship-office.ts';
import { TextAreaField } from '#pwa/components/form/text-field.tsx';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { FormDialog } from '#pwa/components/ui/form-dialog.tsx';
import { LoadingState } from '#pwa/components/ui/list-state.tsx';
import { PageFrame } from '#pwa/components/ui/page-frame.tsx';
import { useSubmit } from '#pwa/hooks/use-submit.ts';
import { endPairing, pauseMentor, useMentorshipOverview } from '../api/mentorship-office.ts';
import { DownloadCsvButton } from './download-csv-button.tsx';
import { LoadFailed } from './list-states.tsx';

const BOX = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900';
const H2 = 'text-lg font-bold text-slate-900 dark:text-white';
const day = (iso: string) => new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

type Action = { kind: 'pause'; mentor: OfficeMentor } | { kind: 'end'; pair: OfficePair };

/** Pausing (or resuming) a mentor, or ending a pairing: always with a reason, for the audit log. */
function ActionDialog({ action, onClose }: { action: Action; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const run = (why: string) =>
    action.kind === 'end' ? endPairing(action.pair._id, { reason: why }) : pauseMentor(action.mentor.userId, { paused: !action.mentor.pausedByOffice, reason: why });
  const { status, handleSubmit } = useSubmit(run, { onSuccess: onClose, onIssues: (issues) => setError(issues[0]?.message), doneMs: 0 });
  const title =
    action.kind === 'end'
      ? `End ${action.pair.mentorName} and ${action.pair.menteeName}'s mentorship?`
      : `${action.mentor.pausedByOffice ? 'Resume' : 'Pause'} ${action.mentor.fullName}?`;
  const prepare = () => {
    if (!reason.trim()) setError('Please say why, in at most 500 characters');
    return reason.trim() || undefined;
  };
  return (
    <FormDialog title={title} onClose={onClose} onSubmit={handleSubmit(prepare)} busy={status === 'busy'} submit={action.kind === 'end' ? 'End mentorship' : 'Save'}>
      <p className="text-sm text-slate-700 dark:text-slate-300">The members concerned are told; the audit log keeps your reason.</p>
      <TextAreaField id="office-reason" label="Reason" maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} error={error} />
    </FormDialog>
  );
}

/** Sessions held per month, as bars with their figures (a table for assistive technology). */
function SessionsChart({ months }: { months: MentorshipOverview['sessionsByMonth'] }) {
  const top = Math.max(1, ...months.map((m) => m.sessions));
  return (
    <figure className={BOX}>
      <figcaption className={H2}>Sessions held per month</figcaption>
      <div aria-hidden="true" className="mt-4 flex h-32 items-end gap-1.5">
        {months.map((m) => (
          <div key={m.month} className="flex flex-1 flex-col items-center justify-end gap-1">
            <div className="w-full rounded-t bg-indigo-500 dark:bg-indigo-400" style={{ height: `${(m.sessions / top) * 100}%`, minHeight: m.sessions ? 2 : 0 }} />
            <span className="text-[0.65rem] text-slate-600 dark:text-slate-400">{m.month.slice(5)}</span>
          </div>
        ))}
      </div>
      <table className="sr-only">
        <thead><tr><th>Month</th><th>Sessions</th></tr></thead>
        <tbody>{months.map((m) => <tr key={m.month}><td>{m.month}</td><td>{m.sessions}</td></tr>)}</tbody>
      </table>
    </figure>
  );
}

function Figures({ view }: { view: MentorshipOverview }) {
  const { counts } = view;
  const tiles: [string, string | number][] = [
    ['Mentors', counts.mentors],
    ['Mentees', counts.mentees],
    ['Active pairs', counts.activePairs],
    ['Waiting over a week', counts.waitingOverAWeek],
    ['Expired requests', counts.expired],
    ['Declined requests', counts.declined],
    ['Average rating', view.averageRating === null ? '—' : `${view.averageRating} / 5`],
    ['Paused mentors', counts.pausedMentors],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {tiles.map(([label, value]) => (
        <div key={label} className={BOX}>
          <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900 dark:text-white">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** /admin/mentorship (issue 54): the programme at a glance, and the office's two actions. */
export function MentorshipOfficePage() {
  const overview = useMentorshipOverview();
  const [action, setAction] = useState<Action | null>(null);
  const view = overview.data;
  return (
    <>
      <title>Mentorship · Admin · Alumni Portal</title>
      <PageFrame className="space-y-6 py-10">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 dark:text-white">Mentorship</h1>
          <DownloadCsvButton path="/api/admin/mentorship/export.csv" name="mentorships" />
        </div>
        {overview.status === 'error' ? (
          <LoadFailed title="The programme could not be loaded" error={overview.error} onRetry={overview.refetch} />
        ) : !view ? (
          <LoadingState text="Loading the programme..." />
        ) : (
          <>
            <Figures view={view} />
            <SessionsChart months={view.sessionsByMonth} />
            <section aria-labelledby="waiting" className={BOX}>
              <h2 id="waiting" className={H2}>Requests waiting over a week</h2>
              {view.waiting.length === 0 ? <p className="mt-2 text-slate-600 dark:text-slate-400">None: every request is answered within a week.</p> : (
                <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
                  {view.waiting.map((w) => (
                    <li key={w._id} className="py-2 text-slate-800 dark:text-slate-200">
                      <span className="font-semibold">{w.menteeName}</span> asked <span className="font-semibold">{w.mentorName}</span> on {day(w.createdAt)}: <span className="break-words">“{w.goal}”</span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section aria-labelledby="pairs" className={BOX}>
              <h2 id="pairs" className={H2}>Active pairs</h2>
              <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
                {view.pairs.map((p) => (
                  <li key={p._id} className="flex flex-col gap-2 py-2 sm:flex-row sm:items-center sm:justify-between">
                    <span className="text-slate-800 dark:text-slate-200">
                      <span className="font-semibold">{p.mentorName}</span> mentors <span className="font-semibold">{p.menteeName}</span> since {day(p.startedAt)}
                    </span>
                    <button type="button" onClick={() => setAction({ kind: 'end', pair: p })} className={buttonClasses('secondary', 'sm')} aria-label={`End ${p.mentorName} and ${p.menteeName}'s mentorship`}>
                      End
                    </button>
                  </li>
                ))}
              </ul>
            </section>
            <section aria-labelledby="mentors" className={BOX}>
              <h2 id="mentors" className={H2}>Mentors</h2>
              <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
                {view.mentors.map((m) => (
                  <li key={m.userId} className="flex flex-col gap-2 py-2 sm:flex-row sm:items-center sm:justify-between">
                    <span className="text-slate-800 dark:text-slate-200">
                      <span className="font-semibold">{m.fullName}</span> · {m.active} of {m.capacity} places taken{m.pausedByOffice ? ' · paused by the office' : m.paused ? ' · paused' : ''}
                    </span>
                    <button type="button" onClick={() => setAction({ kind: 'pause', mentor: m })} className={buttonClasses('secondary', 'sm')} aria-label={`${m.pausedByOffice ? 'Resume' : 'Pause'} ${m.fullName}`}>
                      {m.pausedByOffice ? 'Resume' : 'Pause'}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
            <section aria-labelledby="ratings" className={BOX}>
              <h2 id="ratings" className={H2}>Ratings</h2>
              <p className="text-sm text-slate-600 dark:text-slate-400">Mentees rate a mentorship once it ends; only the office reads these.</p>
              <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
                {view.ratings.map((r) => (
                  <li key={r.mentorshipId} className="py-2 text-slate-800 dark:text-slate-200">
                    <span className="font-semibold">{r.stars} / 5</span> from {r.menteeName} for {r.mentorName}
                    {r.comment && <span className="block break-words text-slate-600 dark:text-slate-400">“{r.comment}”</span>}
                  </li>
                ))}
              </ul>
            </section>
          </>
        )}
      </PageFrame>
      {action && <ActionDialog action={action} onClose={() => setAction(null)} />}
    </>
  );
}
