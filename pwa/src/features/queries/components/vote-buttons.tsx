import { toast } from '#pwa/lib/toast.ts';
import { voteKey } from '#domain/queries/query-rows.ts';
import { VOTE_LOCK_MS, type VoteValue } from '#domain/queries/votes.ts';
import { useCastVote, type VoteTarget } from '../api/vote.ts';
import { useVoteLock } from '../hooks/use-vote-lock.ts';
import { ThumbsDownIcon, ThumbsUpIcon } from './query-icons.tsx';
import { localSaveFailure } from '#pwa/sync/storage-error.ts';

type Props = { target: VoteTarget; targetId: string; upvotes: number; downvotes: number; myVote: VoteValue };

const base =
  'inline-flex h-9 min-w-16 items-center justify-center gap-1.5 rounded-full px-3 text-sm font-semibold tabular-nums ring-1 ring-inset transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:focus-visible:outline-indigo-400 aria-disabled:cursor-wait';
const idle =
  'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50 hover:text-slate-900 dark:bg-slate-900 dark:text-slate-300 dark:ring-slate-700 dark:hover:bg-slate-800 dark:hover:text-white';
const liked = 'bg-emerald-600 text-white ring-emerald-600 hover:bg-emerald-700 dark:bg-emerald-500 dark:text-slate-950 dark:ring-emerald-500';
const disliked = 'bg-red-600 text-white ring-red-600 hover:bg-red-700 dark:bg-red-500 dark:text-slate-950 dark:ring-red-500';

/**
 * Up and down votes with their counts; the member's own state (Liked, Disliked or none) is the
 * pressed button. The change shows at once from the local store and is sent when online. While a
 * vote is in flight both buttons are busy and ignore clicks (aria-disabled keeps them focusable).
 */
export function VoteButtons({ target, targetId, upvotes, downvotes, myVote }: Props) {
  const cast = useCastVote(target, targetId);
  const { locked, tryLock } = useVoteLock(voteKey(target, targetId), VOTE_LOCK_MS[target]);
  const vote = (clicked: 'up' | 'down') => {
    if (!tryLock()) return;
    cast(clicked).catch((error: unknown) => toast.error(localSaveFailure(error, 'Your vote could not be saved on this device. Please try again.')));
  };
  return (
    <div role="group" aria-label={`Votes on this ${target}`} className="flex items-center gap-2">
      <button
        type="button"
        aria-pressed={myVote === 1}
        aria-disabled={locked || undefined}
        aria-busy={locked || undefined}
        title={myVote === 1 ? 'Liked: click again to clear' : 'Like'}
        onClick={() => vote('up')}
        className={`${base} ${myVote === 1 ? liked : idle}`}
      >
        <ThumbsUpIcon className="size-4" />
        <span className="sr-only">Upvote</span>{' '}
        <span>{upvotes}</span>
      </button>
      <button
        type="button"
        aria-pressed={myVote === -1}
        aria-disabled={locked || undefined}
        aria-busy={locked || undefined}
        title={myVote === -1 ? 'Disliked: click again to clear' : 'Dislike'}
        onClick={() => vote('down')}
        className={`${base} ${myVote === -1 ? disliked : idle}`}
      >
        <ThumbsDownIcon className="size-4" />
        <span className="sr-only">Downvote</span>{' '}
        <span>{downvotes}</span>
      </button>
    </div>
  );
}
