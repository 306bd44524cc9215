import type { TransactionSql } from 'postgres';
import { hashedUuid } from '#domain/hashed-uuid.ts';
import { rsvpIdOf } from '#domain/events/ticket-id.ts';
import { generateEventKeys, signTicket } from '#domain/events/ticket-token.ts';

// Issue 16's demo: an upcoming batch reunion with a capacity, an online webinar, a workshop, and a
// past meetup people were checked in at, dated relative to `now` like the rest of the demo (ADR 0065).

const DAY_MS = 86_400_000;
const at = (now: Date, days: number, hourUtc: number) => {
  const d = new Date(now.getTime() + days * DAY_MS);
  d.setUTCHours(hourUtc, 0, 0, 0);
  return d;
};

type DemoEvent = {
  key: string; title: string; description: string; kind: string; batch: string | null; startDays: number; hourUtc: number; hours: number;
  online: boolean; city: string; venue: string; map_url: string | null; join_url: string | null; capacity: number | null; going: number; checkedIn: boolean;
};

const EVENTS: DemoEvent[] = [
  { key: 'reunion-2016', title: 'Batch of 2016-2020: ten-year reunion', description: 'Dinner, a campus walk and the old canteen, ten years on. Bring your batch-mates.',
    kind: 'reunion', batch: '2016-2020', startDays: 12, hourUtc: 13, hours: 4, online: false, city: 'Pune', venue: 'Main auditorium, college campus',
    map_url: 'https://www.openstreetmap.org/search?query=Pune', join_url: null, capacity: 6, going: 6, checkedIn: false },
  { key: 'webinar-careers', title: 'Webinar: from campus to a first product role', description: 'Three alumni on how they moved into product management, and your questions.',
    kind: 'webinar', batch: null, startDays: 5, hourUtc: 14, hours: 1, online: true, city: '', venue: '',
    map_url: null, join_url: 'https://meet.example.com/alumni-product-webinar', capacity: null, going: 3, checkedIn: false },
  { key: 'workshop-resume', title: 'Resume clinic in Bengaluru', description: 'Bring a printed resume; alumni recruiters go through it with you.',
    kind: 'workshop', batch: null, startDays: 1, hourUtc: 11, hours: 3, online: false, city: 'Bengaluru', venue: 'Alumni lounge, Indiranagar',
    map_url: 'https://www.openstreetmap.org/search?query=Indiranagar%20Bengaluru', join_url: null, capacity: 20, going: 2, checkedIn: false },
  { key: 'meetup-past', title: 'Alumni meetup, Mumbai', description: 'An evening of catching up by the sea.',
    kind: 'meetup', batch: null, startDays: -20, hourUtc: 13, hours: 3, online: false, city: 'Mumbai', venue: 'Sea Lounge, Colaba',
    map_url: 'https://www.openstreetmap.org/search?query=Colaba%20Mumbai', join_url: null, capacity: 40, going: 4, checkedIn: true },
];

/** Writes the demo events, their hosts (the first demo member hosts them all) and RSVPs with tickets. */
export async function insertDemoEvents(tx: TransactionSql, members: string[], now: Date) {
  for (const [i, e] of EVENTS.entries()) {
    const id = await hashedUuid(`demo-event:${e.key}`);
    const { privateJwk, publicJwk } = await generateEventKeys();
    const startsAt = at(now, e.startDays, e.hourUtc);
    await tx`insert into events ${tx({
      id, title: e.title, description: e.description, agenda: tx.json([{ time: '18:30', title: 'Welcome' }]), kind: e.kind, batch: e.batch,
      starts_at: startsAt, ends_at: new Date(startsAt.getTime() + e.hours * 3_600_000), online: e.online, city: e.city, venue: e.venue,
      map_url: e.map_url, join_url: e.join_url, capacity: e.capacity, private_key: tx.json(privateJwk as never), public_key: tx.json(publicJwk as never),
      created_at: new Date(now.getTime() - (30 - i) * DAY_MS), updated_at: new Date(now.getTime() - (30 - i) * DAY_MS),
      reminded_at: e.startDays <= 1 ? now : null,
    })}`;
    const [host, ...others] = members;
    if (!host) continue;
    await tx`insert into event_hosts (event_id, user_id) values (${id}, ${host})`;
    // Members after the host answer: the first ones going, one more on the waitlist when full.
    for (const [n, userId] of others.slice(0, e.going + 1).entries()) {
      const rsvpId = await rsvpIdOf(id, userId);
      const going = n < e.going;
      const status = going ? 'going' : e.capacity !== null ? 'waitlisted' : 'interested';
      await tx`insert into event_rsvps ${tx({
        id: rsvpId, event_id: id, user_id: userId, status, responded_at: new Date(now.getTime() - (10 - n) * 3_600_000),
        waitlisted_at: status === 'waitlisted' ? now : null,
        waitlist_order: status === 'waitlisted' ? 0 : null,
        ticket: going ? await signTicket(privateJwk, { eventId: id, ticketId: rsvpId, userId }) : null,
        checked_in_at: going && e.checkedIn ? new Date(startsAt.getTime() + (n + 1) * 240_000) : null,
        checked_in_by: going && e.checkedIn ? host : null,
      })}`;
    }
  }
}
