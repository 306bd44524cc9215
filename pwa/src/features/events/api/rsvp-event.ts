import { toast } from '#pwa/lib/toast.ts';
import { EVENT_MESSAGES, type AlumniEvent, type EventRsvp, type RsvpChoice } from '#domain/events/event.ts';
import { rsvpIdOf } from '#domain/events/ticket-id.ts';
import { enqueue } from '#pwa/sync/enqueue.ts';
import { localSaveFailure } from '#pwa/sync/storage-error.ts';

const SAID: Record<RsvpChoice, string> = { going: EVENT_MESSAGES.going, interested: EVENT_MESSAGES.interested, not_going: EVENT_MESSAGES.notGoing };
const LABEL: Record<RsvpChoice, string> = { going: 'Going', interested: 'Interested', not_going: 'Can’t go' };

/**
 * A queued RSVP (docs/adding-a-synced-write.md): the member's answer shows at once, offline too.
 * The ticket is the server's to sign, so a new 'going' waits without one until the sync; a full
 * event answers 'waitlisted' through the pull, and a refusal is rolled back with its reason.
 */
export async function rsvpEvent(userId: string, event: Pick<AlumniEvent, '_id' | 'title'>, status: RsvpChoice, current: EventRsvp | null): Promise<boolean> {
  try {
    const id = await rsvpIdOf(event._id, userId);
    // Still going (or on the waitlist): keep the ticket or the place in line already held.
    const keep = status === 'going' && (current?.status === 'going' || current?.status === 'waitlisted');
    const row: EventRsvp = {
      _id: id,
      eventId: event._id,
      status: keep && current ? current.status : status,
      waitlistPosition: keep ? (current?.waitlistPosition ?? null) : null,
      ticket: keep ? (current?.ticket ?? null) : null,
      checkedInAt: current?.checkedInAt ?? null,
      updatedAt: new Date().toISOString(),
    };
    await enqueue({
      userId,
      name: 'rsvpEvent',
      args: { eventId: event._id, status },
      writes: [{ table: 'rsvps', key: id, value: row }],
      label: `RSVP ${LABEL[status]}: ${event.title}`,
    });
    toast.success(SAID[status]);
    return true;
  } catch (error) {
    toast.error(localSaveFailure(error, 'Your answer could not be saved on this device. Please try again.'));
    return false;
  }
}
