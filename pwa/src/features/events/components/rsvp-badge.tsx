import type { EventRsvp } from '#domain/events/event.ts';

const TEXT: Record<EventRsvp['status'], string> = { going: 'Going', interested: 'Interested', not_going: 'Not going', waitlisted: 'Waitlisted' };
const TONE: Record<EventRsvp['status'], string> = {
  going: 'bg-emerald-50 text-emerald-800 dark:bg-emerald-500/10 dark:text-emerald-300',
  interested: 'bg-sky-50 text-sky-800 dark:bg-sky-500/10 dark:text-sky-300',
  not_going: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
  waitlisted: 'bg-amber-50 text-amber-800 dark:bg-amber-500/10 dark:text-amber-300',
};

/** The member's own answer on a card. */
export const RsvpBadge = ({ rsvp }: { rsvp: EventRsvp }) => <span className={`rounded-full px-2.5 py-1 ${TONE[rsvp.status]}`}>{TEXT[rsvp.status]}</span>;
