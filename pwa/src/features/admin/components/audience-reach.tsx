import type { AudienceInput } from '#domain/announcements/audience.ts';
import { loadErrorMessage } from '#pwa/lib/load-error.ts';
import type { AudienceReachState } from '../hooks/use-audience-reach.ts';
import { countText } from '#domain/count-text.ts';

export const membersText = (n: number) => `${countText(n)} member${n === 1 ? '' : 's'}`;

/** 'Reaches 12 members', and those on the roster who have not signed up when they are asked for. */
export function AudienceReach({ audience, reach }: { audience: AudienceInput; reach: AudienceReachState }) {
  const { status, data, error, settled } = reach;
  return (
    <div role="status" aria-busy={!settled} className="rounded-2xl bg-indigo-50 px-4 py-3 text-slate-800 dark:bg-indigo-950/60 dark:text-slate-200">
      {status === 'error' ? (
        <p className="font-medium text-red-700 dark:text-red-400">{loadErrorMessage(error, 'Could not count the audience')}</p>
      ) : data ? (
        <>
          <p className={`font-semibold ${settled ? '' : 'opacity-60'}`}>
            Reaches {membersText(data.members)}
            {audience.signedUp !== 'yes' && ` and ${countText(data.notSignedUp)} on the roster not signed up yet`}
          </p>
          {audience.signedUp !== 'yes' && (
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              Those not signed up get it by e-mail as an invitation to join, a few hundred a day at most.
            </p>
          )}
        </>
      ) : (
        <p>Counting ...</p>
      )}
    </div>
  );
}
