import { useState } from 'react';
import { Link, useParams } from 'wouter';
import type { Mentorship } from '#domain/mentorship/mentorship.ts';
import { MENTOR_NOTE_MAX_CHARS } from '#domain/mentorship/mentorship.ts';
import { TextAreaField } from '#pwa/components/form/text-field.tsx';
import { Avatar } from '#pwa/components/ui/avatar.tsx';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { FormDialog } from '#pwa/components/ui/form-dialog.tsx';
import { LoadingState, MessageState, StateHint } from '#pwa/components/ui/list-state.tsx';
import { PageFrame, READING_COLUMN } from '#pwa/components/ui/page-frame.tsx';
import { useSubmit } from '#pwa/hooks/use-submit.ts';
import { useScreenSnapshot } from '#pwa/lib/use-screen-snapshot.ts';
import { useSessionStore } from '#pwa/stores/session-store.ts';
import { SearchIcon } from '#pwa/components/icons/common-icons.tsx';
import { useMentorshipWhole } from '../api/local-mentorship.ts';
import { endMentorship, rateMentorship } from '../api/mentorship-actions.ts';
import { MilestonesPanel, NotesPanel, PANEL } from './milestones-panel.tsx';
import { SessionsPanel } from './sessions-panel.tsx';

function EndDialog({ meId, pair, onClose }: { meId: string; pair: Mentorship; onClose: () => void }) {
  const [note, setNote] = useState('');
  const { status, handleSubmit } = useSubmit((n: string) => endMentorship(meId, pair, n), { onSuccess: onClose, doneMs: 0 });
  return (
    <FormDialog title="End this mentorship?" onClose={onClose} onSubmit={handleSubmit(() => note.trim())} busy={status === 'busy'} submit="End mentorship" busyText="Ending...">
      <TextAreaField id="closing-note" label="A closing note (optional)" maxLength={MENTOR_NOTE_MAX_CHARS} value={note} onChange={(e) => setNote(e.target.value)} />
    </FormDialog>
  );
}

function RateForm({ meId, pair }: { meId: string; pair: Mentorship }) {
  const [stars, setStars] = useState(0);
  const [comment, setComment] = useState('');
  const { status, handleSubmit } = useSubmit((input: { stars: number; comment: string }) => rateMentorship(meId, pair, input.stars, input.comment), { doneMs: 0 });
  return (
    <form noValidate aria-label="Rate this mentorship" onSubmit={handleSubmit(() => (stars ? { stars, comment: comment.trim() } : undefined))} className={`${PANEL} space-y-3`}>
      <fieldset>
        <legend className="text-lg font-bold text-slate-900 dark:text-white">How did it go?</legend>
        <p className="text-sm text-slate-600 dark:text-slate-400">Only the alumni office reads your rating and comment.</p>
        <div className="mt-3 flex gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="cursor-pointer">
              <input type="radio" name="stars" value={n} checked={stars === n} onChange={() => setStars(n)} className="peer sr-only" />
              <span aria-hidden="true" className={`text-3xl peer-focus-visible:outline-2 peer-focus-visible:outline-indigo-600 ${n <= stars ? 'text-amber-500' : 'text-slate-300 dark:text-slate-600'}`}>
                ★
              </span>
              <span className="sr-only">{n === 1 ? '1 star' : `${n} stars`}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <TextAreaField id="rating-comment" label="A comment (optional)" maxLength={1000} value={comment} onChange={(e) => setComment(e.target.value)} />
      <button type="submit" disabled={!stars || status === 'busy'} className={buttonClasses('primary', 'md')}>
        Send rating
      </button>
    </form>
  );
}

/** /mentorship/:id: the goal, milestones, sessions and notes of one of the member's mentorships, offline too. */
export function MentorshipDetailPage() {
  const { id = '' } = useParams<{ id: string }>();
  const meId = useSessionStore((s) => s.user?._id ?? '');
  const whole = useMentorshipWhole(id);
  const [ending, setEnding] = useState(false);
  const pair = whole?.mentorship;
  useScreenSnapshot(!!whole, !!pair);
  if (!whole) return <LoadingState text="Loading..." className="py-20" />;
  if (!pair) {
    return (
      <PageFrame className={`${READING_COLUMN} py-14`}>
        <MessageState icon={<SearchIcon className="size-7" />} title="Mentorship not found">
          <StateHint>It may not have reached this device yet, or it is not yours.</StateHint>
        </MessageState>
      </PageFrame>
    );
  }
  const active = pair.status === 'active';
  const names = { [pair.other._id]: pair.other.fullName };
  return (
    <>
      <title>{`Mentorship with ${pair.other.fullName} · Alumni Portal`}</title>
      <PageFrame className={`${READING_COLUMN} space-y-6 py-10 sm:py-14`}>
        <Link href="/mentorship" className="text-sm font-medium text-indigo-700 hover:underline dark:text-indigo-300">
          ← All mentorship
        </Link>
        <header className="flex items-start gap-4">
          <Avatar name={pair.other.fullName} src={pair.other.profilePicture} size="lg" />
          <div className="min-w-0">
            <h1 className="text-2xl font-extrabold tracking-tight break-words text-slate-900 sm:text-3xl dark:text-white">
              {pair.side === 'mentor' ? `Mentoring ${pair.other.fullName}` : `Mentored by ${pair.other.fullName}`}
            </h1>
            <p className="mt-2 break-words text-slate-700 dark:text-slate-300">
              <span className="font-semibold">Goal:</span> {pair.goal}
            </p>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              {active ? `Since ${new Date(pair.startedAt).toLocaleDateString(undefined, { dateStyle: 'medium' })}` : `Ended${pair.closingNote ? `: “${pair.closingNote}”` : ''}`}
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              <Link href="/messages" className={buttonClasses('secondary', 'sm')}>
                Messages
              </Link>
              {active && (
                <button type="button" onClick={() => setEnding(true)} className={buttonClasses('secondary', 'sm')}>
                  End mentorship
                </button>
              )}
            </div>
          </div>
        </header>
        {!active && pair.side === 'mentee' && (pair.rated ? <p className={PANEL}>Thank you for rating this mentorship.</p> : <RateForm meId={meId} pair={pair} />)}
        <MilestonesPanel meId={meId} mentorshipId={pair._id} milestones={whole.milestones} active={active} />
        <SessionsPanel meId={meId} pair={pair} sessions={whole.sessions} />
        <NotesPanel meId={meId} mentorshipId={pair._id} notes={whole.notes} active={active} names={names} />
        {ending && <EndDialog meId={meId} pair={pair} onClose={() => setEnding(false)} />}
      </PageFrame>
    </>
  );
}
