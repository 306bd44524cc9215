import { describe, expect, it } from 'vitest';
import { EVENT_MESSAGES, type EventGuest } from '#domain/events/event.ts';
import { generateEventKeys, signTicket } from '#domain/events/ticket-token.ts';
import { judgeTicket } from './judge-ticket.ts';

const eventId = '11111111-1111-4111-8111-111111111111';
const otherEventId = '22222222-2222-4222-8222-222222222222';
const ticketId = '33333333-3333-4333-8333-333333333333';
const userId = '44444444-4444-4444-8444-444444444444';
const guest: EventGuest = { _id: ticketId, eventId, userId, fullName: 'Asha Rao', rollNumber: 1601, batch: '2016-2020', profilePicture: null, checkedInAt: null, checkedInBy: null };

describe('judging a scanned ticket offline', async () => {
  const keys = await generateEventKeys();
  const other = await generateEventKeys();
  const event = { _id: eventId, verificationKey: keys.publicJwk };
  const guests = (rows: EventGuest[]) => async (id: string) => rows.find((g) => g._id === id);

  it('admits a genuine ticket of a guest not checked in', async () => {
    const token = await signTicket(keys.privateJwk, { eventId, ticketId, userId });
    expect(await judgeTicket(event, token, guests([guest]))).toMatchObject({ kind: 'admit', message: 'Checked in: Asha Rao' });
  });

  it('says when the ticket was already used, in the host’s time zone', async () => {
    const token = await signTicket(keys.privateJwk, { eventId, ticketId, userId });
    const used = { ...guest, checkedInAt: '2026-12-20T12:32:00.000Z' };
    expect(await judgeTicket(event, token, guests([used]), 'Asia/Kolkata')).toMatchObject({ kind: 'duplicate', message: 'Already checked in at 18:02' });
  });

  it('refuses a forged ticket, another event’s ticket, and an unknown one', async () => {
    const forged = await signTicket(other.privateJwk, { eventId, ticketId, userId });
    const elsewhere = await signTicket(other.privateJwk, { eventId: otherEventId, ticketId, userId });
    const unknown = await signTicket(keys.privateJwk, { eventId, ticketId, userId });
    expect(await judgeTicket(event, forged, guests([guest]))).toEqual({ kind: 'refuse', message: EVENT_MESSAGES.ticketForged });
    expect(await judgeTicket(event, elsewhere, guests([guest]))).toEqual({ kind: 'refuse', message: EVENT_MESSAGES.ticketOtherEvent });
    expect(await judgeTicket(event, unknown, guests([]))).toEqual({ kind: 'refuse', message: EVENT_MESSAGES.ticketUnknown });
    expect(await judgeTicket(event, 'https://example.com', guests([guest]))).toEqual({ kind: 'refuse', message: EVENT_MESSAGES.ticketForged });
  });
});
