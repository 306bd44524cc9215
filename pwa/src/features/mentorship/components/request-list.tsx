import { useState } from 'react';
import { Link } from 'wouter';
import type { MentorRequest } from '#domain/mentorship/mentorship.ts';
import { MENTOR_NOTE_MAX_CHARS } from '#domain/mentorship/mentorship.ts';
import { TextAreaField } from '#pwa/components/form/text-field.tsx';
import { Avatar } from '#pwa/components/ui/avatar.tsx';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { FormDialog } from '#pwa/components/ui/form-dialog.tsx';
import { useSubmit } from '#pwa/hooks/use-submit.ts';
import { answerRequest, withdrawRequest } from '../api/mentorship-actions.ts';
import { CARD } from './mentor-card.tsx';

const STATUS: Record<MentorRequest['status'], string> = {
  open: 'Waiting for an answer',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired: not answered in 14 days',
  withdrawn: 'Withdrawn',
};

function AnswerDialog({ meId, request, decision, onClose }: { meId: string; request: MentorRequest; decision: 'accept' | 'decline'; onClose: () => void }) {
  const [message, setMessage] = useState('');
  const { status, handleSubmit } = useSubmit((m: string) => answerRequest(meId, request, decision, m), { onSuccess: onClose, doneMs: 0 });
  const accept = decision === 'accept';
  return (
    <FormDialog
      title={accept ? `Mentor ${request.other.fullName}` : `Decline ${request.other.fullName}'s request`}
      onClose={onClose}
      onSubmit={handleSubmit(() => message.trim())}
      busy={status === 'busy'}
      submit={accept ? 'Accept' : 'Decline'}
      busyText="Saving..."
    >
      <p className="text-sm break-words text-slate-700 dark:text-slate-300">“{request.goal}”</p>
      <TextAreaField
        id="answer-message"
        label={accept ? 'A message to start with (optional)' : 'A kind word on why (optional)'}
        maxLength={MENTOR_NOTE_MAX_CHARS}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
      />
    </FormDialog>
  );
}

/** The member's requests: those waiting for their answer first, then the ones they sent. */
export function RequestList({ meId, requests }: { meId: string; requests: MentorRequest[] }) {
  const [answering, setAnswering] = useState<{ request: MentorRequest; decision: 'accept' | 'decline' } | null>(null);
  const withdraw = useSubmit((r: MentorRequest) => withdrawRequest(meId, r), { doneMs: 0 });
  const received = requests.filter((r) => r.direction === 'received' && r.status === 'open');
  const sent = requests.filter((r) => r.direction === 'sent');
  if (received.length === 0 && sent.length === 0) return null;
  return (
    <section aria-labelledby="mentor-requests" className="mt-10">
      <h2 id="mentor-requests" className="text-2xl font-bold text-slate-900 dark:text-white">
        Requests
      </h2>
      <ul className="mt-4 space-y-3">
        {received.map((r) => (
          <li key={r._id} className={CARD}>
            <div className="flex items-start gap-3">
              <Avatar name={r.other.fullName} src={r.other.profilePicture} size="md" />
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-slate-900 dark:text-white">{r.other.fullName} asks you to mentor them</p>
                <p className="text-sm text-slate-600 dark:text-slate-400">{r.other.branch} · {r.other.batch}</p>
                <p className="mt-2 break-words text-slate-800 dark:text-slate-200">“{r.goal}”</p>
                {r.topics.length > 0 && <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{r.topics.join(' · ')}</p>}
              </div>
            </div>
            <div className="mt-4 flex gap-2 sm:ml-15">
              <button type="button" onClick={() => setAnswering({ request: r, decision: 'accept' })} className={buttonClasses('primary', 'sm')}>
                Accept
              </button>
              <button type="button" onClick={() => setAnswering({ request: r, decision: 'decline' })} className={buttonClasses('secondary', 'sm')}>
                Decline
              </button>
            </div>
          </li>
        ))}
        {sent.map((r) => (
          <li key={r._id} className={CARD}>
            <p className="font-semibold text-slate-900 dark:text-white">Your request to {r.other.fullName}</p>
            <p className="mt-1 break-words text-slate-800 dark:text-slate-200">“{r.goal}”</p>
            <p className="mt-2 text-sm font-medium text-slate-700 dark:text-slate-300" data-request-status>
              {STATUS[r.status]}
              {r.message && `: “${r.message}”`}
            </p>
            {r.status === 'open' && (
              <button type="button" disabled={withdraw.status === 'busy'} onClick={() => void withdraw.submit(r)} className={`${buttonClasses('secondary', 'sm')} mt-3`}>
                Withdraw
              </button>
            )}
            {r.mentorshipId && (
              <Link href={`/mentorship/${r.mentorshipId}`} className={`${buttonClasses('primary', 'sm')} mt-3`}>
                Open the mentorship
              </Link>
            )}
          </li>
        ))}
      </ul>
      {answering && <AnswerDialog meId={meId} {...answering} onClose={() => setAnswering(null)} />}
    </section>
  );
}
