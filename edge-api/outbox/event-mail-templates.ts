import * as v from 'valibot';
import type { MailEffect, Template } from './effect-types.ts';

// Issue 16's mails (docs/decisions/0091-event-tickets.md): the day-before reminder, a place freed
// for a waitlisted member, and a cancellation. `when` is already in words, in the portal's zone.

const text = v.string();
type EventTemplate = Extract<MailEffect['template'], `event-${string}`>;

export const eventMailTemplates: { [T in EventTemplate]: Template<T> } = {
  'event-reminder': {
    secret: [],
    schema: v.object({
      kind: v.literal('mail'),
      template: v.literal('event-reminder'),
      to: text,
      fullName: text,
      title: text,
      when: text,
      where: text,
      eventUrl: text,
    }),
    render: (m) => ({
      to: m.to,
      subject: `Tomorrow: ${m.title}`,
      text:
        `Hello ${m.fullName},\n\nA reminder that you are going to ${m.title}.\n\n` +
        `When: ${m.when}\nWhere: ${m.where}\n\n` +
        `Your ticket is in the app, also with no connection: ${m.eventUrl}\n\n` +
        `If you cannot come any more, answer "Can't go" there so someone on the waitlist gets your place.\n`,
    }),
  },
  'event-place-freed': {
    secret: [],
    schema: v.object({
      kind: v.literal('mail'),
      template: v.literal('event-place-freed'),
      to: text,
      fullName: text,
      title: text,
      when: text,
      eventUrl: text,
    }),
    render: (m) => ({
      to: m.to,
      subject: `You have a place: ${m.title}`,
      text:
        `Hello ${m.fullName},\n\nA place came free at ${m.title} (${m.when}) and it is yours: ` +
        `you were next on the waitlist, and you are now going.\n\nYour ticket: ${m.eventUrl}\n\n` +
        `If you cannot come, answer "Can't go" there so the next person gets the place.\n`,
    }),
  },
  'event-cancelled': {
    secret: [],
    schema: v.object({
      kind: v.literal('mail'),
      template: v.literal('event-cancelled'),
      to: text,
      fullName: text,
      title: text,
      when: text,
      eventsUrl: text,
    }),
    render: (m) => ({
      to: m.to,
      subject: `Cancelled: ${m.title}`,
      text: `Hello ${m.fullName},\n\n${m.title} (${m.when}) has been cancelled. Your ticket is no longer valid.\n\nOther events: ${m.eventsUrl}\n`,
    }),
  },
};
