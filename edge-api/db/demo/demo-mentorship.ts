import type { TransactionSql } from 'postgres';
import { hashedUuid } from '#domain/hashed-uuid.ts';
import { MENTOR_TOPICS, mentorshipKey } from '#domain/mentorship/mentorship.ts';
import { daysBefore, type DemoRandom } from './demo-random.ts';

// The demo's mentoring programme (issue 54): a dozen alumni offering to mentor, pairs begun over the
// last ten months with their milestones, sessions and notes, a few ratings, and requests waiting,
// declined and expired, so /mentorship, /admin/mentorship and the dashboard's chart have a story.

const MENTORS = 12;
const PAIRS = 9;
const EXTRA_TOPICS = ['Data science', 'GATE', 'Product management', 'Core engineering jobs'];
const GOALS = [
  'Prepare for product company interviews before placements',
  'Choose between an MS abroad and a job offer this year',
  'Move from a services company to a data science role',
  'Write a business plan and find a first customer',
  'Get ready for GATE and pick the right M.Tech',
];
const NOTES = ['Happy to talk on weekday evenings.', 'I reply within a day or two; calls on Saturdays.', 'Bring your questions written down; we will go through them together.'];

type Member = { id: string; student: boolean };

export async function insertDemoMentorship(tx: TransactionSql, members: Member[], now: Date, random: DemoRandom) {
  const alumni = members.filter((m) => !m.student);
  const mentors = random.shuffle(alumni).slice(0, MENTORS);
  const mentees = random.shuffle(members.filter((m) => !mentors.includes(m)));
  for (const [i, mentor] of mentors.entries()) {
    const topics = [...new Set([random.pick(MENTOR_TOPICS), random.pick(MENTOR_TOPICS), random.pick(EXTRA_TOPICS)])];
    const since = daysBefore(now, random.between(200, 400));
    await tx`
      insert into mentor_offers (user_id, topics, capacity, note, paused, created_at, updated_at)
      values (${mentor.id}, ${topics}, ${random.between(2, 4)}, ${random.pick(NOTES)}, ${i === MENTORS - 1}, ${since}, ${since})`;
  }
  for (let j = 0; j < PAIRS && j < mentees.length; j++) {
    const mentor = mentors[j % (MENTORS - 1)]!;
    const mentee = mentees[j]!;
    const started = daysBefore(now, 10 + Math.round((j * 290) / PAIRS) + random.between(0, 20));
    const active = j < 5;
    const requestId = await hashedUuid(`demo-mentor-request:${j}`);
    const id = await hashedUuid(mentorshipKey(requestId));
    const goal = random.pick(GOALS);
    const asked = daysBefore(started, 2);
    await tx`
      insert into mentor_requests (id, mentor_id, mentee_id, goal, status, message, created_at, expires_at, answered_at, mentorship_id)
      values (${requestId}, ${mentor.id}, ${mentee.id}, ${goal}, 'accepted', 'Happy to help. Tell me where you are now.', ${asked}, ${daysBefore(asked, -14)}, ${started}, ${id})`;
    const ended = active ? null : daysBefore(started, -random.between(45, 90));
    await tx`
      insert into mentorships (id, request_id, mentor_id, mentee_id, goal, status, started_at, ended_at, ended_by, closing_note)
      values (${id}, ${requestId}, ${mentor.id}, ${mentee.id}, ${goal}, ${active ? 'active' : 'ended'}, ${started}, ${ended}, ${active ? null : 'mentor'},
        ${active ? '' : 'Good luck with what comes next!'})`;
    const parts = { mentorship_id: id, mentor_id: mentor.id, mentee_id: mentee.id };
    for (const [k, title] of ['Agree on the goal and a timeline', 'A mock interview', 'Apply to five places'].entries()) {
      const done = !active || k === 0;
      await tx`insert into mentorship_milestones ${tx({ id: await hashedUuid(`demo-milestone:${j}:${k}`), ...parts, title, done, done_at: done ? daysBefore(started, -7 * (k + 1)) : null, done_by: done ? mentee.id : null, created_by: mentor.id, created_at: started })}`;
    }
    for (let k = 0; k < 3; k++) {
      const startsAt = daysBefore(started, -(7 + k * 21));
      if (startsAt > now && k > 0) break;
      await tx`insert into mentorship_sessions ${tx({ id: await hashedUuid(`demo-session:${j}:${k}`), ...parts, starts_at: startsAt, minutes: 45, link: `https://meet.example.com/demo-${j}-${k}`, place: '', created_by: mentor.id, created_at: started, reminded_at: startsAt > now ? null : daysBefore(startsAt, 1) })}`;
    }
    await tx`insert into mentorship_notes ${tx({ id: await hashedUuid(`demo-mentorship-note:${j}`), ...parts, author_id: mentor.id, body: 'Read the notes I shared before our next call.', created_at: daysBefore(started, -1) })}`;
    if (!active && j % 2 === 1) {
      await tx`insert into mentorship_ratings (mentorship_id, mentee_id, stars, comment, created_at) values (${id}, ${mentee.id}, ${random.between(4, 5)}, 'Clear, practical advice.', ${ended})`;
    }
  }
  await tx`update mentor_offers o set active = (select count(*) from mentorships m where m.mentor_id = o.user_id and m.status = 'active')`;
  // Requests that are not (yet) a mentorship: two waiting, one of them over a week, one declined, one expired.
  const others = [
    { status: 'open', days: 2, message: '' },
    { status: 'open', days: 9, message: '' },
    { status: 'declined', days: 40, message: 'My places are full this term, sorry.' },
    { status: 'expired', days: 80, message: '' },
  ];
  for (const [k, r] of others.entries()) {
    const mentee = mentees[PAIRS + k];
    if (!mentee) break;
    const created = daysBefore(now, r.days);
    await tx`
      insert into mentor_requests (id, mentor_id, mentee_id, goal, status, message, created_at, expires_at, answered_at)
      values (${await hashedUuid(`demo-mentor-request:other:${k}`)}, ${mentors[k]!.id}, ${mentee.id}, ${random.pick(GOALS)}, ${r.status}, ${r.message},
        ${created}, ${daysBefore(created, -14)}, ${r.status === 'declined' ? daysBefore(created, -2) : null})`;
  }
}
