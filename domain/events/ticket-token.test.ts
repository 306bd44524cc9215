import { describe, expect, it } from 'vitest';
import { generateEventKeys, readTicket, signTicket, verifyTicket } from './ticket-token.ts';

const claims = {
  eventId: '0f8fad5b-d9cb-469f-a165-70867728950e',
  ticketId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  userId: '16fd2706-8baf-433b-82eb-8c7fada847da',
};

describe('event tickets', () => {
  it("a ticket signed with the event's key verifies with its public key, naming event, ticket and member", async () => {
    const keys = await generateEventKeys();
    const token = await signTicket(keys.privateJwk, claims);
    expect(token.length).toBeLessThan(300);
    expect(await verifyTicket(keys.publicJwk, token, claims.eventId)).toEqual({ ok: true, claims });
    expect(keys.publicJwk).not.toHaveProperty('d');
  });

  it('a changed payload, a signature from another key or garbage is refused', async () => {
    const keys = await generateEventKeys();
    const other = await generateEventKeys();
    const token = await signTicket(keys.privateJwk, claims);
    const [, signature] = token.split('.');
    const forgedPayload = btoa(JSON.stringify({ e: claims.eventId, t: claims.ticketId, u: '00000000-0000-4000-8000-000000000000' }))
      .replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    expect(await verifyTicket(keys.publicJwk, `${forgedPayload}.${signature}`, claims.eventId)).toEqual({ ok: false, reason: 'forged' });
    expect(await verifyTicket(keys.publicJwk, await signTicket(other.privateJwk, claims), claims.eventId)).toEqual({ ok: false, reason: 'forged' });
    for (const junk of ['', 'hello', 'a.b', 'a.b.c', '\u0000', 'x'.repeat(5000), `${token}.`]) {
      expect((await verifyTicket(keys.publicJwk, junk, claims.eventId)).ok).toBe(false);
    }
    expect(readTicket('x'.repeat(5000))).toBeUndefined();
  });

  it("another event's genuine ticket is refused as another event's", async () => {
    const here = await generateEventKeys();
    const there = await generateEventKeys();
    const elsewhere = { ...claims, eventId: '9b2c1c5e-0b4f-4d4e-9f59-3c2b9f7d8a10' };
    const token = await signTicket(there.privateJwk, elsewhere);
    expect(await verifyTicket(here.publicJwk, token, claims.eventId)).toEqual({ ok: false, reason: 'other_event' });
  });
});
