import type { TransactionSql } from 'postgres';
import { notify } from '../notifications/notify.ts';
import type { MutatorContext } from '../sync/mutator.ts';
import { pgArray } from '../db/pg-array.ts';
import { mailTime as eventWhen } from '../outbox/mail-time.ts';

// What the going members of an event are told, in the change's own transaction: an inbox line,
// and a push and a mail as they chose (issues 16, 29).

export type NoticeEvent = { id: string; title: string; starts_at: Date; online: boolean; city: string; venue: string };
type Recipient = { user_id: string; email: string; full_name: string };

const recipients = (tx: TransactionSql, userIds: string[]) =>
  tx<Recipient[]>`select id as user_id, email, full_name from users where id = any(${pgArray(userIds)}::uuid[])`;

type Ctx = Pick<MutatorContext, 'effects' | 'appUrl' | 'now'>;

const subjectOf = (event: NoticeEvent) => ({ type: 'event', id: event.id }) as const;
const topic = (what: string, event: NoticeEvent) => `event-${what}-${event.id}`.slice(0, 32);

/** A waitlisted member was given a place. */
export async function announcePlace(tx: TransactionSql, ctx: Ctx, event: NoticeEvent, userId: string) {
  const [to] = await recipients(tx, [userId]);
  if (!to) return;
  const url = `/events/${event.id}`;
  await notify(tx, ctx, {
    to: userId,
    kind: 'event-place',
    subject: subjectOf(event),
    title: event.title,
    url,
    push: { title: 'You have a place', body: `${event.title}: you are going. Your ticket is ready.`, tag: `event-${event.id}`, topic: topic('place', event) },
    mail: { kind: 'mail', template: 'event-place-freed', to: to.email, fullName: to.full_name, title: event.title, when: eventWhen(event.starts_at), eventUrl: `${ctx.appUrl}${url}` },
  });
}

/** The event was cancelled: every member going is told. */
export async function announceCancelled(tx: TransactionSql, ctx: Ctx, event: NoticeEvent, userIds: string[]) {
  for (const to of await recipients(tx, userIds)) {
    await notify(tx, ctx, {
      to: to.user_id,
      kind: 'event-cancelled',
      subject: subjectOf(event),
      title: event.title,
      url: `/events/${event.id}`,
      push: { title: 'Event cancelled', body: `${event.title} has been cancelled`, tag: `event-${event.id}`, topic: topic('cancel', event) },
      mail: { kind: 'mail', template: 'event-cancelled', to: to.email, fullName: to.full_name, title: event.title, when: eventWhen(event.starts_at), eventsUrl: `${ctx.appUrl}/events` },
    });
  }
}

/** The event's time or place changed: every member going is told (issue 29). */
export async function announceChanged(tx: TransactionSql, ctx: Ctx, event: NoticeEvent, userIds: string[], actorId: string) {
  const where = whereOf(event);
  for (const to of await recipients(tx, userIds)) {
    await notify(tx, ctx, {
      to: to.user_id,
      kind: 'event-changed',
      subject: subjectOf(event),
      title: event.title,
      actorId,
      url: `/events/${event.id}`,
      push: { title: 'Event changed', body: `${event.title}: now ${eventWhen(event.starts_at)} · ${where}`, tag: `event-${event.id}`, topic: topic('change', event) },
    });
  }
}

const whereOf = (event: NoticeEvent) => (event.online ? 'Online (the link is on the event page)' : [event.venue, event.city].filter(Boolean).join(', '));

/** The day before: every member going is reminded (reminder-job.ts). */
export async function announceReminder(tx: TransactionSql, ctx: Ctx, event: NoticeEvent, userIds: string[]) {
  const where = whereOf(event);
  for (const to of await recipients(tx, userIds)) {
    await notify(tx, ctx, {
      to: to.user_id,
      kind: 'event-reminder',
      subject: subjectOf(event),
      title: event.title,
      url: `/events/${event.id}`,
      push: { title: `Tomorrow: ${event.title}`, body: `${eventWhen(event.starts_at)} · ${where}`, tag: `event-${event.id}`, topic: topic('remind', event) },
      mail: { kind: 'mail', template: 'event-reminder', to: to.email, fullName: to.full_name, title: event.title, when: eventWhen(event.starts_at), where, eventUrl: `${ctx.appUrl}/events/${event.id}` },
    });
  }
}
