import { el, fill, frac, hashedUuid, LAST_DAY, OURS, pick, quoted, uid, type Step } from './college-sql.ts';
import { CITIES, COMPANIES, MESSAGES } from './word-lists.ts';

// Conversations between connected members with their messages, and the inbox lines the seeded
// happenings would have written (notify.ts): one line each, read soon after, the newest left unread.

/** Each conversation is a connected pair's; message g is place g div C + 1 of conversation g mod C, in time order. */
export async function insertMessages({ tx, n }: Step) {
  await tx.unsafe(`
    insert into conversations (id, user_low, user_high, created_at)
    select ${hashedUuid(`'conversation:' || user_low::text || ':' || user_high::text`)}, user_low, user_high, connected_at
    from connections where ${OURS} and status = 'connected' order by id limit ${n.conversations}`);
  const places = Math.ceil(n.messages / n.conversations) + 1;
  const text = fill(el('$1::text::jsonb', pick('g', 111, 1000)), { company: el('$2::text::jsonb', pick('g', 112, 1000)), city: el('$3::text::jsonb', pick('g', 113, 1000)) });
  await tx.unsafe(`
    with c as materialized (select row_number() over (order by id) - 1 as n, id, user_low, user_high, created_at from conversations where ${OURS}),
      k as (select count(*) as total from c)
    insert into messages (id, conversation_id, sender_id, recipient_id, seq, text, sent_at)
    select ${uid('message', 'g')}, c.id, case when low_sends then c.user_low else c.user_high end,
      case when low_sends then c.user_high else c.user_low end, g / k.total + 1, ${text},
      c.created_at + (g / k.total + ${frac('g', 115)} * 0.9) * (greatest(timestamptz '${LAST_DAY}' - c.created_at, interval '1 day') / ${places})
    from generate_series(0, ${n.messages - 1}) g cross join k
    join c on c.n = mod(g, k.total)
    cross join lateral (select ${frac('g', 114)} < 0.5 as low_sends) x`,
  [JSON.stringify(MESSAGES), JSON.stringify(COMPANIES), JSON.stringify(CITIES)]);
  // Both have read all but, in one conversation in ten, the last message.
  await tx.unsafe(`
    update conversations v set last_seq = m.seq, last_message_at = m.sent_at,
      low_read_seq = m.seq - case when m.recipient_id = v.user_low and ${frac('m.seq::text || v.id::text', 116)} < 0.1 then 1 else 0 end,
      high_read_seq = m.seq - case when m.recipient_id = v.user_high and ${frac('m.seq::text || v.id::text', 116)} < 0.1 then 1 else 0 end,
      low_delivered_seq = m.seq, high_delivered_seq = m.seq
    from (select distinct on (conversation_id) conversation_id, seq, sent_at, recipient_id from messages where ${OURS}
      order by conversation_id, seq desc) m
    where v.id = m.conversation_id`);
}

type Source = { kind: string; share: number; from: string; text: string };
const who = `coalesce(a.full_name, 'Someone')`;
/** Where each kind's lines come from: to, actor, title, subject, url, group key and time per happening. */
const SOURCES: Source[] = [
  { kind: 'answer', share: 0.4, text: `${who} || ' answered ' || ${quoted('s.title')}`, from: `
    select q.asked_by as to_id, x.answered_by as actor_id, q.title, 'question' as subject_type, q.id::text as subject_id, '/query/' || q.id as url,
      'answer:' || q.id as group_key, x.created_at as at
    from answers x join questions q on q.id = x.question_id where x.${OURS} and q.asked_by <> x.answered_by` },
  { kind: 'answer-accepted', share: 0.1, text: `${who} || ' accepted your answer to ' || ${quoted('s.title')}`, from: `
    select x.answered_by, q.asked_by, q.title, 'question', q.id::text, '/query/' || q.id, 'answer-accepted:' || x.id, q.accepted_at
    from questions q join answers x on x.id = q.accepted_answer_id where q.${OURS}` },
  { kind: 'connection-request', share: 0.2, text: `${who} || ' wants to connect'`, from: `
    select case when k.requested_by = k.user_low then k.user_high else k.user_low end, k.requested_by, r.full_name, 'connection', k.id::text,
      '/network', 'connection-request:' || k.id, k.requested_at
    from connections k join users r on r.id = k.requested_by where k.${OURS}` },
  { kind: 'connection-accepted', share: 0.2, text: `${who} || ' accepted your connection request'`, from: `
    select k.requested_by, o.id, o.full_name, 'connection', k.id::text, '/profiles/' || o.roll_number, 'connection-accepted:' || k.id, k.connected_at
    from connections k join users o on o.id = case when k.requested_by = k.user_low then k.user_high else k.user_low end
    where k.${OURS} and k.status = 'connected'` },
  { kind: 'event-reminder', share: 0.1, text: `'Tomorrow: ' || s.title`, from: `
    select r.user_id, null::uuid, e.title, 'event', e.id::text, '/events/' || e.id, 'event-reminder:' || e.id, e.starts_at - interval '1 day'
    from event_rsvps r join events e on e.id = r.event_id where r.${OURS} and r.status = 'going' and e.status = 'scheduled'` },
];

/**
 * The inbox at 500,000 lines is more than the seeded happenings: a kind's lines go round its sources,
 * each round later (the same thing happening again, as a repeated answer or reminder would).
 */
export async function insertNotifications({ tx, n }: Step) {
  for (const s of SOURCES) {
    const count = Math.round(n.notifications * s.share);
    await tx.unsafe(`
      with src as materialized (select row_number() over (order by at, group_key, to_id) - 1 as n, * from (${s.from}) f(to_id, actor_id, title, subject_type, subject_id, url, group_key, at)),
        k as (select count(*) as total from src)
      insert into notifications (id, user_id, kind, group_key, subject_type, subject_id, url, actor_id, actor_name, title, text, created_at, updated_at, read_at)
      select ${uid(`notification-${s.kind}`, 'g')}, s.to_id, '${s.kind}', s.group_key, s.subject_type, s.subject_id, s.url, s.actor_id, a.full_name, s.title,
        ${s.text}, t.happened, t.happened, t.happened + ${frac('g', 121)} * interval '48 hours'
      from generate_series(0, ${count - 1}) g cross join k
      join src s on s.n = mod(g, k.total)
      left join users a on a.id = s.actor_id
      cross join lateral (select least(timestamptz '${LAST_DAY}', s.at + (g / k.total) * interval '9 days') as happened) t`);
  }
  // The newest line of each thing in the last six weeks is still unread (one unread line per thing: the index's rule).
  await tx.unsafe(`
    update notifications set read_at = null where id in (
      select distinct on (user_id, group_key) id from notifications
      where ${OURS} and created_at > timestamptz '${LAST_DAY}' - interval '42 days' order by user_id, group_key, created_at desc)`);
}
