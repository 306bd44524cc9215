import { after, el, frac, member, OURS, pick, uid, type Step } from './college-sql.ts';

// The mentoring programme of the large college (issue 54): offers from graduates, mentorships
// with their requests, milestones, sessions and notes, and requests still waiting, declined or
// expired. Every row derives from its number, as the rest of the college does.

const TOPICS = ['Career in an industry', 'Interview preparation', 'Higher studies abroad', 'Entrepreneurship', 'Switching fields', 'Data science', 'GATE', 'Product management', 'Civil services', 'Open source', 'Core engineering jobs', 'UX design'];
const GOALS = [
  'Prepare for product company interviews by March',
  'Choose between an MS abroad and a job offer this year',
  'Move from services to a data science role in six months',
  'Write a business plan and find a first customer',
  'Get ready for GATE and pick the right M.Tech',
  'Build a portfolio for UX design roles before placements',
];

/** Graduate k (0-based, the first `mentors` graduates by id) offers 2–5 places on two or three topics. */
export async function insertMentorOffers({ tx, n }: Step) {
  await tx.unsafe(`
    insert into mentor_offers (user_id, topics, capacity, note, paused, created_at, updated_at)
    select g.id, array(select distinct t from unnest(array[${el('$1::text::jsonb', 'g.k')}, ${el('$1::text::jsonb', 'g.k * 5 + 3')}, ${el('$1::text::jsonb', 'g.k * 7 + 1')}]) t),
      2 + ${pick('g.k', 61, 4)}, 'Happy to talk on weekday evenings.', ${frac('g.k', 62)} < 0.03, g.created_at, g.created_at
    from (
      select u.id, u.created_at, row_number() over (order by u.id) - 1 as k
      from users u join college_data c on c.id = u.roster_id
      where u.role = 'member' and u.${OURS} and split_part(c.batch, '-', 2)::int < 2026
    ) g
    where g.k < ${n.mentors}`,
  [JSON.stringify(TOPICS)]);
}

/**
 * Mentorship j pairs offer j mod O with member j·7919 mod M (never the mentor), from an accepted
 * request: the newest 30 % still active, within each mentor's places. Then the parts, and the
 * requests that never became one.
 */
export async function insertMentorships({ tx, n }: Step) {
  await tx.unsafe(`create temporary table college_offers on commit drop as select user_id, row_number() over (order by user_id) - 1 as k, capacity from mentor_offers where ${OURS}`);
  await tx.unsafe(`
    insert into mentor_requests (id, mentor_id, mentee_id, goal, topics, status, message, created_at, expires_at, answered_at, mentorship_id)
    select ${uid('mentor-request', 'j')}, o.user_id, ${member(`mod(j * 7919, ${n.members})`)}, ${el('$1::text::jsonb', 'j')}, '{}', 'accepted',
      'Happy to help', t, t + interval '14 days', t + interval '2 days', ${uid('mentorship', 'j')}
    from generate_series(0, ${n.mentorships - 1}) j
    join college_offers o on o.k = mod(j, (select count(*) from college_offers))
    cross join lateral (select ${after(`timestamptz '2024-01-01'`, `${frac('j', 63)}`)} as t) x
    where ${member(`mod(j * 7919, ${n.members})`)} <> o.user_id`,
  [JSON.stringify(GOALS)]);
  await tx.unsafe(`
    insert into mentorships (id, request_id, mentor_id, mentee_id, goal, topics, status, started_at, ended_at, ended_by, closing_note)
    select r.mentorship_id, r.id, r.mentor_id, r.mentee_id, r.goal, r.topics, 'ended', r.answered_at,
      r.answered_at + (30 + ${frac('r.created_at', 64)} * 120) * interval '1 day', 'mentor', 'Good luck!'
    from mentor_requests r where r.${OURS} and r.status = 'accepted'`);
  // The newest 30 % are still under way, as many per mentor as they have places.
  await tx.unsafe(`
    update mentorships m set status = 'active', ended_at = null, ended_by = null, closing_note = ''
    from (
      select m2.id, row_number() over (partition by m2.mentor_id order by m2.started_at desc) as nth, o.capacity
      from mentorships m2 join college_offers o on o.user_id = m2.mentor_id
      where m2.started_at >= (select percentile_disc(0.7) within group (order by started_at) from mentorships where ${OURS})
    ) a
    where m.id = a.id and a.nth <= a.capacity
      and not exists (select 1 from mentorships b where b.mentor_id = m.mentor_id and b.mentee_id = m.mentee_id and b.status = 'active')`);
  await tx.unsafe(`update mentor_offers o set active = (select count(*) from mentorships m where m.mentor_id = o.user_id and m.status = 'active') where o.${OURS}`);
  await tx.unsafe(`
    insert into mentorship_ratings (mentorship_id, mentee_id, stars, comment, created_at)
    select id, mentee_id, 3 + ${pick('m.started_at', 65, 3)}, case when ${frac('m.started_at', 66)} < 0.3 then 'Clear, practical advice.' else '' end, ended_at
    from mentorships m where m.${OURS} and m.status = 'ended' and ${frac('m.started_at', 67)} < 0.6`);
  await insertParts(tx);
  await insertOtherRequests({ tx, n });
}

// The parts of this seed's mentorships only: the demo's own (demo-mentorship.ts) have theirs.
async function insertParts(tx: Step['tx']) {
  await tx.unsafe(`
    insert into mentorship_milestones (id, mentorship_id, mentor_id, mentee_id, title, done, done_at, done_by, created_by, created_at)
    select ${uid('milestone', `m.id::text || ':' || s`)}, m.id, m.mentor_id, m.mentee_id, case s when 0 then 'Agree on the goal' else 'Mock interview' end,
      m.status = 'ended' or s = 0, case when m.status = 'ended' or s = 0 then m.started_at + interval '7 days' end,
      case when m.status = 'ended' or s = 0 then m.mentee_id end, m.mentor_id, m.started_at
    from mentorships m cross join generate_series(0, 1) s where m.${OURS}`);
  await tx.unsafe(`
    insert into mentorship_sessions (id, mentorship_id, mentor_id, mentee_id, starts_at, minutes, link, place, created_by, created_at, reminded_at)
    select ${uid('session', `m.id::text || ':' || s`)}, m.id, m.mentor_id, m.mentee_id, m.started_at + (7 + s * 21) * interval '1 day', 45,
      'https://meet.example.com/' || left(md5(m.id::text || s), 10), '', m.mentor_id, m.started_at, m.started_at + (6 + s * 21) * interval '1 day'
    from mentorships m cross join generate_series(0, 1) s where m.${OURS}`);
  await tx.unsafe(`
    insert into mentorship_notes (id, mentorship_id, mentor_id, mentee_id, author_id, body, created_at)
    select ${uid('mentorship-note', 'm.id::text')}, m.id, m.mentor_id, m.mentee_id, m.mentor_id, 'Read the notes I shared before our next call.', m.started_at + interval '1 day'
    from mentorships m where m.${OURS}`);
}

/** Requests that never became a mentorship: a few waiting (some over a week), declined, or expired. */
async function insertOtherRequests({ tx, n }: Step) {
  const waiting = Math.max(4, Math.round(n.mentorships / 10));
  await tx.unsafe(`
    insert into mentor_requests (id, mentor_id, mentee_id, goal, topics, status, message, created_at, expires_at, answered_at)
    select ${uid('mentor-request-other', 'j')}, o.user_id, ${member(`mod(j * 104729 + 17, ${n.members})`)}, 'Advice on my final-year project and first job',
      '{}', st, case when st = 'declined' then 'My places are full this term, sorry.' else '' end, t, t + interval '14 days', case when st <> 'open' then t + interval '3 days' end
    from generate_series(0, ${waiting * 3 - 1}) j
    join college_offers o on o.k = mod(j * 13, (select count(*) from college_offers))
    cross join lateral (select (array['open', 'declined', 'expired'])[1 + mod(j, 3)] as st) s
    cross join lateral (select case when st = 'open' then timestamptz '2026-06-29' - ${frac('j', 68)} * interval '12 days' else timestamptz '2025-06-01' + ${frac('j', 69)} * interval '300 days' end as t) x
    where ${member(`mod(j * 104729 + 17, ${n.members})`)} <> o.user_id
    on conflict do nothing`);
}
