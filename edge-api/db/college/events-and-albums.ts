import { createECDH, createHash } from 'node:crypto';
import { signTicket } from '#domain/events/ticket-token.ts';
import { el, frac, hashedUuid, inDecade, LAST_DAY, member, OURS, pick, uid, type Step } from './college-sql.ts';
import { ALBUM_TITLES, CITIES, EVENT_KINDS, EVENT_TOPICS } from './word-lists.ts';

// Events with their hosts, RSVPs and signed tickets, and Memory Lane's albums (each event's album is
// made by the events trigger; batch and college albums here). No photo rows: they would point at no bytes.

const ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256' } as const;

/** Event e's key pair, from a hash of its number (so a rerun makes the same keys), exported as generateEventKeys does. */
async function eventKeys(e: number) {
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(createHash('sha256').update(`college-event-key:${e}`).digest());
  const point = ecdh.getPublicKey();
  const b64 = (b: Buffer) => b.toString('base64url');
  const jwk = { kty: 'EC', crv: 'P-256', x: b64(point.subarray(1, 33)), y: b64(point.subarray(33)), d: b64(ecdh.getPrivateKey()) };
  const key = await crypto.subtle.importKey('jwk', jwk, ALGORITHM, true, ['sign']);
  const privateJwk = await crypto.subtle.exportKey('jwk', key);
  return [privateJwk, { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y }];
}

export async function insertEvents({ tx, n }: Step) {
  const keys = await Promise.all(Array.from({ length: n.events }, (_, e) => eventKeys(e)));
  await tx.unsafe(`
    insert into events (id, title, description, agenda, kind, batch, starts_at, ends_at, online, city, venue, map_url, join_url, capacity, status,
      private_key, public_key, created_by, created_at, updated_at, reminded_at)
    select ${uid('event', 'e')},
      case kind when 'meetup' then 'Alumni meetup, ' || city when 'reunion' then 'Batch of ' || batch || ': reunion in ' || city
        when 'webinar' then 'Webinar: ' || topic else 'Workshop: ' || topic || ' (' || city || ')' end,
      'An evening with alumni of the college: ' || topic || '.', '[{"time": "18:30", "title": "Welcome"}]'::jsonb, kind,
      case when kind = 'reunion' then batch end, starts, starts + (1 + ${pick('e', 84, 4)}) * interval '1 hour', kind = 'webinar',
      case when kind = 'webinar' then '' else city end, case when kind = 'webinar' then '' else 'Alumni lounge, ' || city end,
      case when kind <> 'webinar' then 'https://www.openstreetmap.org/search?query=' || city end,
      case when kind = 'webinar' then 'https://meet.example.com/college-event-' || e end,
      case when kind in ('reunion', 'workshop') then 60 end, case when ${frac('e', 85)} < 0.03 then 'cancelled' else 'scheduled' end,
      $1::text::jsonb -> e -> 0, $1::text::jsonb -> e -> 1, ${member(pick('e', 81, n.members))}, starts - interval '30 days', starts - interval '30 days',
      case when starts < timestamptz '${LAST_DAY}' then starts - interval '1 day' end
    from generate_series(0, ${n.events - 1}) e
    cross join lateral (select ${el('$2::text::jsonb', pick('e', 86, 4))} as kind, ${el('$3::text::jsonb', pick('e', 87, 1000))} as city,
      ${el('$4::text::jsonb', pick('e', 88, 1000))} as topic, (2012 + ${pick('e', 89, 9)}) || '-' || (2016 + ${pick('e', 89, 9)}) as batch,
      date_trunc('day', ${inDecade(`${frac('e', 83)} * 1.05`)}) + interval '12 hours 30 minutes' as starts) x`,
  [JSON.stringify(keys), JSON.stringify(EVENT_KINDS), JSON.stringify(CITIES), JSON.stringify(EVENT_TOPICS)]);
  await tx.unsafe(`insert into event_hosts (event_id, user_id) select id, created_by from events where ${OURS}`);
}

/** RSVP g answers event g mod E; round g div E picks the next member after the host, so no member answers twice. */
export async function insertRsvps({ tx, n }: Step) {
  const host = pick('mod(g, ' + n.events + ')', 81, n.members);
  await tx.unsafe(`
    insert into event_rsvps (id, event_id, user_id, status, responded_at, checked_in_at, checked_in_by)
    select ${hashedUuid(`'rsvp:' || e.id::text || ':' || u.id::text`)}, e.id, u.id, st,
      e.created_at + ${frac('g', 92)} * (e.starts_at - e.created_at - interval '1 hour'),
      case when st = 'going' and not e.online and e.status = 'scheduled' and e.starts_at < timestamptz '${LAST_DAY}' and ${frac('g', 93)} < 0.7
        then e.starts_at + ${frac('g', 94)} * interval '1 hour' end,
      case when st = 'going' and not e.online and e.status = 'scheduled' and e.starts_at < timestamptz '${LAST_DAY}' and ${frac('g', 93)} < 0.7 then e.created_by end
    from generate_series(0, ${n.rsvps - 1}) g
    join events e on e.id = ${uid('event', `mod(g, ${n.events})`)}
    join users u on u.id = ${member(`mod(${host} + 1 + mod(${pick(`mod(g, ${n.events})`, 82, n.members - 1)} + g / ${n.events}, ${n.members - 1}), ${n.members})`)}
    cross join lateral (select case when ${frac('g', 91)} < 0.65 then 'going' when ${frac('g', 91)} < 0.85 then 'interested' else 'not_going' end as st) x`);
  // A place comes with a ticket signed by the event's own key (signTicket, as the app signs one).
  const going = await tx.unsafe<{ id: string; event_id: string; user_id: string; private_key: JsonWebKey }[]>(`
    select r.id, r.event_id, r.user_id, e.private_key from event_rsvps r join events e on e.id = r.event_id
    where r.status = 'going' and r.${OURS} order by r.id`);
  for (let i = 0; i < going.length; i += 2000) {
    const chunk = going.slice(i, i + 2000);
    const tickets = await Promise.all(chunk.map((r) => signTicket(r.private_key, { eventId: r.event_id, ticketId: r.id, userId: r.user_id })));
    await tx`update event_rsvps r set ticket = t.ticket from (select unnest(${chunk.map((r) => r.id)}::uuid[]) as id, unnest(${tickets}::text[]) as ticket) t
      where r.id = t.id`;
  }
}

/** Batch albums for each batch's moments, and the college's own; event albums came with the events. */
export async function insertAlbums({ tx, n }: Step) {
  await tx.unsafe(`
    insert into albums (id, kind, title, description, batch, created_by, created_at, updated_at)
    select ${uid('album', 'a')}, case when batch then 'batch' else 'college' end,
      case when batch then 'Batch ' || sy || '-' || (sy + 4) || ': ' || t else t || ' ' || (2016 + ${pick('a', 103, 11)}) end,
      '', case when batch then sy || '-' || (sy + 4) end, ${member(pick('a', 104, n.members))}, at, at
    from generate_series(0, ${n.albums - 1}) a
    cross join lateral (select ${frac('a', 101)} < 0.7 as batch, 2012 + ${pick('a', 102, 14)} as sy, ${el('$1::text::jsonb', pick('a', 105, 1000))} as t,
      ${inDecade(frac('a', 106))} as at) x`,
  [JSON.stringify(ALBUM_TITLES)]);
}
