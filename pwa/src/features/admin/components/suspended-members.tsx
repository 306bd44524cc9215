import { useState } from 'react';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { toast } from '#pwa/lib/toast.ts';
import { liftSuspension } from '../api/lift-suspension.ts';
import type { SuspendedMember } from '#domain/moderation/suspension.ts';
import { useSuspendedMembers } from '../api/suspended-members.ts';
import { formatMoment, lastDay } from './format-time.ts';
import { InlineLoadFailed } from './list-states.tsx';

function MemberRow({ member, busy, onLift }: { member: SuspendedMember; busy: boolean; onLift: () => void }) {
  return (
    <li className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold text-slate-900 dark:text-white">
          {member.fullName}
          {member.rollNumber && <span className="ml-2 text-sm font-normal text-slate-600 tabular-nums dark:text-slate-400">Roll no. {member.rollNumber}</span>}
        </p>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Since <time dateTime={member.since}>{formatMoment(member.since)}</time> · {member.until ? `last day ${lastDay(member.until)}` : 'until lifted'}
        </p>
        {member.reason && <p className="mt-1 text-sm break-words text-slate-700 dark:text-slate-300">Reason: {member.reason}</p>}
      </div>
      <button type="button" disabled={busy} onClick={onLift} className={buttonClasses('secondary', 'sm', 'self-start')}>
        Lift suspension<span className="sr-only"> of {member.fullName}</span>
      </button>
    </li>
  );
}

/** Members suspended now, newest first, each with 'Lift suspension'. */
export function SuspendedMembers() {
  const { status, data, error, refetch } = useSuspendedMembers();
  const [lifting, setLifting] = useState<string | null>(null);
  const lift = async (member: SuspendedMember) => {
    setLifting(member.id);
    const outcome = await liftSuspension(member.id);
    setLifting(null);
    if (outcome.ok) toast.success(`${outcome.message}: ${member.fullName}`);
    else toast.error(outcome.message);
  };

  let body;
  if (status === 'error')
    body = <InlineLoadFailed message="Suspended members could not be loaded." error={error} onRetry={refetch} />;
  else if (!data) body = <p className="text-sm text-slate-600 dark:text-slate-400">Loading ...</p>;
  else if (data.members.length === 0)
    body = <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">No member is suspended.</p>;
  else
    body = (
      <ul aria-labelledby="suspended-title" className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
        {data.members.map((m) => (
          <MemberRow key={m.id} member={m} busy={lifting === m.id} onLift={() => void lift(m)} />
        ))}
      </ul>
    );

  return (
    <section aria-labelledby="suspended-title" className="mt-12">
      <h2 id="suspended-title" className="text-xl font-bold text-slate-900 dark:text-white">
        Suspended members
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">They cannot sign in or post until the last day has passed or you lift it.</p>
      <div className="mt-4" aria-busy={status === 'loading' || undefined}>
        {body}
      </div>
    </section>
  );
}
