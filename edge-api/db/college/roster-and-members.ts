import { after, el, FIRST_DAY, frac, hashedUuid, LAST_DAY, member, OURS, pick, uid, type Step } from './college-sql.ts';
import { BRANCHES, CITIES, COMPANIES, FIRST_NAMES, LAST_NAMES, POSITIONS } from './word-lists.ts';

// The roster, the members signed up from it (with their work on their profiles) and their connections.
// Inserted through the tables' own triggers: profiles, search terms and versions come out as the app's.

/** Roster row r (1..n): a batch starting 2012-2025, so its graduates span the decade. */
export async function insertRoster({ tx, n }: Step) {
  await tx.unsafe(`
    insert into college_data (id, full_name, email, roll_number, gender, course, branch, cgpa, batch, created_at)
    select ${uid('roster', 'r')}, f ->> 0 || ' ' || l, lower(f ->> 0 || '.' || l || '.' || roll) || '@students.example.edu', roll,
      f ->> 1, b ->> 2, b ->> 1, round((6 + ${frac('r', 3)} * 4)::numeric, 2),
      sy || '-' || (sy + case when b ->> 2 in ('M.Tech', 'MBA', 'MCA') then 2 else 4 end), make_timestamptz(sy, 6, 15, 9, 0, 0, 'UTC')
    from generate_series(1, ${n.roster}) r
    cross join lateral (select $1::text::jsonb -> ${pick('r', 1, 'jsonb_array_length($1::text::jsonb)')} as f, ${el('$2::text::jsonb', pick('r', 2, 'jsonb_array_length($2::text::jsonb)'))} as l,
      $3::text::jsonb -> mod(r, 9) as b, 2012 + mod(r * 5, 14) as sy) x
    -- the demo roster's serials stop at 324: ours start at 1,000, so the two never meet
    cross join lateral (select (sy::bigint * 100000000 + (b ->> 0)::bigint * 1000000 + 1000 + r) as roll) y`,
  [JSON.stringify(FIRST_NAMES), JSON.stringify(LAST_NAMES), JSON.stringify(BRANCHES)]);
}

/** Member i (0-based) signed up from roster row i·R/M + 1, between their batch's start (or 2016) and mid-2026. */
export async function insertMembers({ tx, n }: Step, passwordHash: string) {
  await tx.unsafe(`
    insert into users (id, role, roster_id, full_name, email, roll_number, password_hash, created_at, updated_at)
    select ${member('i')}, 'member', c.id, c.full_name, lower(c.email), c.roll_number, $1, t, t
    from generate_series(0, ${n.members - 1}) i
    join college_data c on c.id = ${uid('roster', `floor(i::bigint * ${n.roster} / ${n.members})::int + 1`)}
    cross join lateral (select ${after(`greatest(c.created_at, timestamptz '${FIRST_DAY}')`, `${frac('i', 11)} ^ 0.7`)} as t) x`,
  [passwordHash]);
  // Most graduates say where they work; the profile's job section as the app writes it.
  await tx.unsafe(`
    update profiles p set job = jsonb_build_object('companyName', ${el('$1::text::jsonb', pick('u.roll_number', 12, 1000))},
        'position', ${el('$2::text::jsonb', pick('u.roll_number', 13, 1000))}, 'duration', 1 + ${pick('u.roll_number', 14, 6)} || ' years',
        'location', ${el('$3::text::jsonb', pick('u.roll_number', 15, 1000))}, 'previousCompany', '[]'::jsonb),
      phone = '+91 9' || lpad((${pick('u.roll_number', 16, 1_000_000_000)})::text, 9, '0'), updated_at = u.created_at
    from users u join college_data c on c.id = u.roster_id
    where p.user_id = u.id and u.${OURS} and split_part(c.batch, '-', 2)::int <= 2026 and ${frac('u.roll_number', 17)} < 0.8`,
  [JSON.stringify(COMPANIES), JSON.stringify(POSITIONS), JSON.stringify(CITIES)]);
}

/**
 * Connection k joins member k mod M with the member d_j further on, d_j distinct and below M/2 for
 * each round j = k div M, so no pair comes twice. Most are accepted; some still wait.
 */
export async function insertConnections({ tx, n }: Step) {
  const half = Math.max(1, Math.floor((n.members - 1) / 2));
  // The per-row re-stamps (migrations 0014, 0024) slow down faster than the rows grow in one big
  // transaction; they are done once, after, to the same effect (no conversation exists yet).
  await tx.unsafe(`alter table connections disable trigger connections_restamp, disable trigger connections_restamp_conversation`);
  await tx.unsafe(`
    insert into connections (id, user_low, user_high, requested_by, status, requested_at, connected_at)
    select ${hashedUuid(`'connection:' || least(a.id, b.id)::text || ':' || greatest(a.id, b.id)::text`)},
      least(a.id, b.id), greatest(a.id, b.id), case when ${frac('k', 21)} < 0.5 then a.id else b.id end,
      case when ${frac('k', 22)} < 0.85 then 'connected' else 'pending' end, asked,
      case when ${frac('k', 22)} < 0.85 then asked + (1 + ${frac('k', 23)} * 72) * interval '1 hour' end
    from generate_series(0, ${n.connections - 1}) k
    cross join lateral (select mod(k, ${n.members}) as i, 1 + mod((k / ${n.members}) * 97, ${half}) as d) x
    join users a on a.id = ${member('x.i')}
    join users b on b.id = ${member(`mod(x.i + x.d, ${n.members})`)}
    cross join lateral (select least(timestamptz '${LAST_DAY}', greatest(a.created_at, b.created_at) + ${frac('k', 24)} * interval '400 days') as asked) y`);
  await tx.unsafe(`
    update profiles set version = version
    where user_id in (select user_low from connections where ${OURS} union select user_high from connections where ${OURS})`);
  await tx.unsafe(`alter table connections enable trigger connections_restamp, enable trigger connections_restamp_conversation`);
}
