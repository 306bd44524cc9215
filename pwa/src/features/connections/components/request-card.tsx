import { useState } from 'react';
import { Link } from 'wouter';
import type { LocalConnection } from '#pwa/sync/local-db.ts';
import { Avatar } from '#pwa/components/ui/avatar.tsx';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { acceptRequest, rejectRequest } from '../api/connection-actions.ts';

/**
 * A request waiting for the member's answer (spec: /network and the nav's sheet): the sender, linked
 * to their profile by roll number, with Accept and Reject. `compact` is the sheet's narrower card.
 */
export function RequestCard({ meId, request, compact = false, onNavigate }: { meId: string; request: LocalConnection; compact?: boolean; onNavigate?: () => void }) {
  const [busy, setBusy] = useState(false);
  const { user } = request;
  const answer = async (action: typeof acceptRequest) => {
    setBusy(true);
    // The card leaves the list once the answer is saved; it stays (and is usable again) if it was not.
    if (!(await action(meId, request))) setBusy(false);
  };
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div className="flex items-start gap-3">
        <Avatar name={user.fullName} src={user.profilePicture} size={compact ? 'sm' : 'md'} />
        <div className="min-w-0 flex-1">
          <Link
            href={`/profiles/${user.rollNumber}`}
            onClick={onNavigate}
            className="font-semibold break-words text-slate-900 hover:text-indigo-700 hover:underline dark:text-white dark:hover:text-indigo-300"
          >
            {user.fullName}
          </Link>
          <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
            {user.role} · {user.course} {user.branch} · {user.batch}
          </p>
          {user.position && <p className="mt-0.5 truncate text-sm text-slate-600 dark:text-slate-400">{user.position}{user.companyName && ` at ${user.companyName}`}</p>}
        </div>
      </div>
      <div className={`mt-4 grid grid-cols-2 gap-2 ${compact ? '' : 'sm:ml-15 sm:flex'}`}>
        <button type="button" disabled={busy} onClick={() => void answer(acceptRequest)} className={buttonClasses('primary', 'sm')}>
          Accept
        </button>
        <button type="button" disabled={busy} onClick={() => void answer(rejectRequest)} className={buttonClasses('secondary', 'sm')}>
          Reject
        </button>
      </div>
    </li>
  );
}
