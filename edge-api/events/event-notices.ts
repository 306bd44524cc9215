import type { TransactionSql } from 'postgres';
import type { MutatorContext } from '../sync/mutator.ts';

// What the going members of an event are told, written to the outbox in the change's own
// transaction: a push to their devices and a mail (issue 16).

/** The portal's members are mostly in India: mails give times there, with the zone named. */
export const EVENT_MAIL_TIME_ZONE = 'Asia/Kolkata';

export const eventWhen = (startsAt: Date) =>
  `${startsAt.toLocaleString('en-GB', { timeZone: EVENT_MAIL_TIME_ZONE, weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' })} IST`;

export type NoticeEvent = { id: string; title: string; starts_at: Date; online: boolean; city: string; venue: string };
type Recipient = { user_id: string; email: string; full_name: string };

const recipients = (tx: TransactionSql, userIds: string[]) =>
  tx<Recipient[]>`select id as user_id, email, full_name from users where id = any(${userIds}::uuid[])`;

type Ctx = Pick<MutatorContext, 'effects' | 'appUrl'>;

/** A waitlisted member was given a place. */
export async function announcePlace(tx: TransactionSql, ctx: Ctx, event: NoticeEvent, userId: string) {
  const [to] = await recipients(tx, [userId]);
  if (!to) return;
  const url = `/events/${event.id}`;
  await ctx.effects.enqueue({
    kind: 'push',
    userId,
    topic: `event-place-${event.id}`.slice(0, 32),
    message: { title: 'You have a place', body: `${event.title}: you are going. Your ticket is ready.`, url, tag: `event-${event.id}` },
  });
  await ctx.effects.enqueue({
    kind: 'mail',
    template: 'event-place-freed',
    to: to.email,
    fullName: to.full_name,
    title: event.title,
    when: eventWhen(event.starts_at),
    eventUrl: `${ctx.appUrl}${url}`,
  });
}

/** The event was cancelled: every member going is told. */
export async function announceCancelled(tx: TransactionSql, ctx: Ctx, event: NoticeEvent, userIds: string[]) {
  for (const to of await recipients(tx, userIds)) {
    await ctx.effects.enqueue({
      kind: 'push',
      userId: to.user_id,
      topic: `event-cancel-${event.id}`.slice(0, 32),
      message: { title: 'Event cancelled', body: `${event.title} has been cancelled`, url: `/events/${event.id}`, tag: `event-${event.id}` },
    });
    await ctx.effects.enqueue({
      kind: 'mail',
      template: 'event-cancelled',
      to: to.email,
      fullName: to.full_name,
      title: event.title,
      when: eventWhen(event.starts_at),
      eventsUrl: `${ctx.appUrl}/events`,
    });
  }
}

/** The day before: every member going is reminded (reminder-job.ts). */
export async function announceReminder(tx: TransactionSql, ctx: Ctx, event: NoticeEvent, userIds: string[]) {
  const where = event.online ? 'Online (the link is on the event page)' : [event.venue, event.city].filter(Boolean).join(', ');
  for (const to of await recipients(tx, userIds)) {
    await ctx.effects.enqueue({
      kind: 'push',
      userId: to.user_id,
      topic: `event-remind-${event.id}`.slice(0, 32),
      message: { title: `Tomorrow: ${event.title}`, body: `${eventWhen(event.starts_at)} · ${where}`, url: `/events/${event.id}`, tag: `event-${event.id}` },
    });
    await ctx.effects.enqueue({
      kind: 'mail',
      template: 'event-reminder',
      to: to.email,
      fullName: to.full_name,
      title: event.title,
      when: eventWhen(event.starts_at),
      where,
      eventUrl: `${ctx.appUrl}/events/${event.id}`,
    });
  }
}
