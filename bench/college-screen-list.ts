import postgres from 'postgres';

// The signed-in screens of issue 35 (routes from pwa/src/app/router.tsx) and, on the seeded college,
// who signs in and which question and thread stand for "a question" and "a thread".

export type Login = { rollNumber: string; password: string };
/**
 * A screen: the app's own rows on it (selectors within the screen, so they match its snapshot too)
 * and a press that changes something without writing anything: `press` is clicked, and it has done
 * something when the address changes or, given `shows`, when that matches. `snapshot`: the screen
 * keeps one (useScreenSnapshot, ADR 0095). `which`: the row a route with an id was given.
 */
export type Screen = { route: string; path: string; which?: string; rows: string; press: string; shows?: string; snapshot: boolean; what: string };

const FOLLOWS = '(the address changes)';

export function screens(questionId: string, conversationId: string): Screen[] {
  return [
    {
      route: '/jobs', path: '/jobs', rows: '[data-job-card]', snapshot: true,
      press: '[data-job-card] a[href^="/jobDetail/"]', what: `own rows: the job cards; press: the first card's link ${FOLLOWS}`,
    },
    {
      route: '/query', path: '/query', rows: 'article a[href^="/query/"]', snapshot: true,
      press: 'article a[href^="/query/"]', what: `own rows: the question cards; press: the first card's link ${FOLLOWS}`,
    },
    {
      route: '/query/:questionId', path: `/query/${questionId}`, rows: 'section[aria-labelledby="answers-title"] li', snapshot: true,
      press: 'section[aria-labelledby="answers-title"] li button[aria-expanded]', shows: 'section[aria-labelledby="answers-title"] li button[aria-expanded="true"]',
      which: 'the newest open question with at least 3 answers', what: "own rows: its answers; press: the first answer's Comments toggle (it expands)",
    },
    {
      route: '/profile', path: '/profile', rows: 'section[aria-labelledby="job-history"]', snapshot: true,
      press: 'section[aria-labelledby="skills"] button', shows: '[role="dialog"]',
      what: 'own rows: the Job History section (drawn from the stored profile, the first in the window); press: Edit Skills (its dialog opens)',
    },
    {
      route: '/people', path: '/people', rows: 'section[aria-labelledby="people-results"] li', snapshot: false,
      press: 'section[aria-labelledby="people-results"] li a', what: `own rows: the member's classmates (offline: those kept on the device); press: the first card ${FOLLOWS}`,
    },
    {
      route: '/events', path: '/events', rows: '[role="tabpanel"] li', snapshot: false,
      press: '[role="tab"][aria-selected="false"]', shows: '[role="tab"]:last-child[aria-selected="true"]', what: 'own rows: the event cards; press: the Past tab (it is selected)',
    },
    {
      route: '/messages', path: '/messages', rows: 'ul[aria-label="Conversations"] li', snapshot: false,
      press: 'ul[aria-label="Conversations"] li a', what: `own rows: the conversations; press: the first one ${FOLLOWS}`,
    },
    {
      route: '/messages/:conversationId', path: `/messages/${conversationId}`, rows: 'ol[aria-label="Messages"] li', snapshot: true,
      press: 'button[aria-label="Message actions"]', shows: 'button[aria-label="Message actions"][aria-expanded="true"]',
      which: "the member's conversation with the most messages", what: "own rows: its messages; press: a message's actions menu (it opens)",
    },
    {
      route: '/notifications', path: '/notifications', rows: 'ul[aria-label="Notifications"] li', snapshot: false,
      press: 'ul[aria-label="Notifications"] a:not([data-unread])', what: `own rows: the inbox lines; press: the first line already read ${FOLLOWS}, so no mark-read is written`,
    },
    {
      route: '/memories', path: '/memories', rows: '[role="tabpanel"] li', snapshot: false,
      press: '[role="tab"]:nth-child(2)', what: 'own rows: the album cards; press: the My batch tab (the address gets ?show=batch)',
    },
    {
      route: '/mentorship', path: '/mentorship', rows: '[data-mentor-card]', snapshot: true,
      press: '[data-mentor-card] button', shows: '[role="dialog"]',
      what: "own rows: the suggested mentors, ranked on the device; press: the first card's Ask button (its dialog opens, nothing is sent)",
    },
  ];
}

/**
 * The first seeded login, or, if they have no conversation, the member with the most (same
 * password); their conversation with the most messages; the newest open question with at least 3
 * answers (on the device after its visit: in the first pull's slice or kept once read, ADR 0118).
 */
export async function chooseScreens(databaseUrl: string, login: Login) {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const threadOf = (roll: string) => sql<{ id: string }[]>`
      select c.id from conversations c join users u on u.id in (c.user_low, c.user_high)
      where u.roll_number::text = ${roll} and c.deleted_at is null order by c.last_seq desc, c.id limit 1`;
    let rollNumber = login.rollNumber;
    let who = `the first seeded login (${rollNumber})`;
    if ((await threadOf(rollNumber)).length === 0) {
      const [busiest] = await sql<{ roll: string }[]>`
        select u.roll_number::text as roll from conversations c join users u on u.id in (c.user_low, c.user_high)
        where c.deleted_at is null group by u.id order by count(*) desc, u.roll_number limit 1`;
      rollNumber = busiest?.roll ?? rollNumber;
      who = `the member with the most conversations (${rollNumber}; the first seeded login has none)`;
    }
    const [thread] = await threadOf(rollNumber);
    const [question] = await sql<{ id: string }[]>`
      select id from questions where deleted_at is null and removed_at is null and status <> 'Closed' and answer_count >= 3
      order by created_at desc limit 1`;
    if (!thread || !question) throw new Error('no conversation or no answered question in the college database');
    return { login: { ...login, rollNumber }, who, list: screens(question.id, thread.id) };
  } finally {
    await sql.end();
  }
}
