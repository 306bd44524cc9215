import { useEffect, useRef } from 'react';
import { Label, Radio, RadioGroup } from '@headlessui/react';
import { toast } from '#pwa/lib/toast.ts';
import { EVENT_MESSAGES, RSVP_CHOICES, type RsvpChoice } from '#domain/events/event.ts';
import type { LocalEvent, LocalRsvp } from '#pwa/sync/local-db.ts';
import { rsvpEvent } from '../api/rsvp-event.ts';

const LABELS: Record<RsvpChoice, string> = { going: 'Going', interested: 'Interested', not_going: 'Can’t go' };

const option =
  'flex h-12 flex-1 cursor-pointer items-center justify-center rounded-xl border border-slate-300 px-3 text-sm font-semibold text-slate-800 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 data-checked:border-indigo-600 data-checked:bg-indigo-600 data-checked:text-white ' +
  'dark:border-slate-700 dark:text-slate-100 dark:data-checked:border-indigo-500 dark:data-checked:bg-indigo-600';

function statusLine(rsvp: LocalRsvp | null): string | null {
  if (!rsvp) return null;
  if (rsvp.status === 'waitlisted') return rsvp.waitlistPosition ? `You are number ${rsvp.waitlistPosition} on the waitlist` : 'You are on the waitlist';
  if (rsvp._pending) return 'Saved on this device: it will be sent when you are online.';
  if (rsvp.status === 'going' && !rsvp.ticket) return 'Your ticket will appear once your answer has synced.';
  return null;
}

/** Going / Interested / Can't go, queued; a 'going' the server waitlists is said once it syncs. */
export function RsvpPanel({ event, rsvp, userId }: { event: LocalEvent; rsvp: LocalRsvp | null; userId: string }) {
  // Controlled from the first render (null: no answer yet); a waitlisted member asked to go.
  const value: RsvpChoice | null = rsvp ? (rsvp.status === 'waitlisted' ? 'going' : rsvp.status) : null;
  const previous = useRef(rsvp?.status);
  useEffect(() => {
    if (rsvp?.status === 'waitlisted' && previous.current !== undefined && previous.current !== 'waitlisted') toast(EVENT_MESSAGES.full);
    previous.current = rsvp?.status;
  }, [rsvp?.status]);
  const line = statusLine(rsvp);
  return (
    <section aria-labelledby="rsvp-title" className="rounded-2xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-800 dark:bg-slate-900/60">
      <h2 id="rsvp-title" className="text-lg font-semibold text-slate-900 dark:text-white">Will you come?</h2>
      <RadioGroup
        value={value}
        onChange={(choice: RsvpChoice | null) => void (choice && rsvpEvent(userId, event, choice, rsvp))}
        aria-labelledby="rsvp-title"
        className="mt-3 flex gap-2"
      >
        {RSVP_CHOICES.map((choice) => (
          <Radio key={choice} value={choice} className={option}>
            <Label className="cursor-pointer">{LABELS[choice]}</Label>
          </Radio>
        ))}
      </RadioGroup>
      {line && (
        <p role="status" className="mt-3 text-sm font-medium text-slate-700 dark:text-slate-300">
          {line}
        </p>
      )}
    </section>
  );
}
