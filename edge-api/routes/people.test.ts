import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIRECTORY_COUNT_CAP, DIRECTORY_PAGE_SIZE, SEARCH_LIMIT } from '#domain/people/person-card.ts';
import { NUL_MESSAGE } from '#domain/validation.ts';
import { createTestDatabase, type TestDatabase } from '#api/test/test-db.ts';
import { createTestApp } from '#api/test/test-app.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, insertAdmin, signedInMember, signInAs } from '#api/test/people.ts';
import { SEARCH_RATE_LIMITED } from './people.ts';

let db: TestDatabase;
const api = () => createTestApp(db.sql);
type Auth = Record<string, string>;
type Card = { _id: string; fullName: string; rollNumber: number; companyName: string; city: string; batch: string };
const people: Record<string, { id: string; rollNumber: string; auth: Auth }> = {};
let admin: Auth;

const signIn = (rollNumberOrEmail: string, password: string, role?: string) => signInAs(db.sql, rollNumberOrEmail, password, role);

async function member(fullName: string, roster: { batch: string; branch: string; course?: string }, job?: { companyName: string; location: string }) {
  const who = await signedInMember(db.sql, { fullName, ...roster });
  if (job) expect((await api().call('POST', '/api/users/addUserJobInfo', { ...job, position: 'Engineer' }, who.auth)).status).toBe(200);
  people[fullName] = who;
}

beforeAll(async () => {
  db = await createTestDatabase();
  await insertAdmin(db.sql);
  admin = (await signIn(ADMIN_EMAIL, ADMIN_PASSWORD, 'Admin')).auth;
  await member('Priya Sharma', { batch: '2018-2022', branch: 'Mechanical' }, { companyName: 'Infosys', location: 'Pune' });
  await member('Priyanka Iyer', { batch: '2018-2022', branch: 'Computer Science' }, { companyName: 'Wipro', location: 'Bengaluru' });
  await member('Rahul Verma', { batch: '2019-2023', branch: 'Computer Science', course: 'M.Tech' }, { companyName: 'Quietwave Labs', location: 'Pune' });
  await member('Meera Nair', { batch: '2019-2023', branch: 'Electrical' });
  await member('Searcher Sen', { batch: '2020-2024', branch: 'Civil' });
  // Rahul keeps his company to himself.
  expect((await api().call('PUT', '/api/users/privacy', { company: 'only-me' }, people['Rahul Verma']!.auth)).status).toBe(200);
});
afterAll(() => db?.close());

const search = async (query: unknown, auth: Auth = people['Searcher Sen']!.auth) => api().call('POST', '/api/search', { query }, auth);
const names = (users: Card[]) => users.map((u) => u.fullName);

describe('POST /api/search', () => {
  it('tolerates a typo in a name and ranks the closest first', async () => {
    const res = await search('Priya Sharmaa');
    expect(res.status).toBe(200);
    expect(names(res.json.users)[0]).toBe('Priya Sharma');
    expect(names((await search('  priy  ')).json.users)).toEqual(expect.arrayContaining(['Priya Sharma', 'Priyanka Iyer']));
  });

  it('finds a member by the start of the roll number', async () => {
    const roll = people['Meera Nair']!.rollNumber;
    const { users } = (await search(roll.slice(0, -1))).json as { users: Card[] };
    expect(users.map((u) => u.rollNumber)).toContain(Number(roll));
    expect(users.length).toBeLessThanOrEqual(SEARCH_LIMIT);
  });

  it('finds by company only where the company is shown to the searcher', async () => {
    expect(names((await search('infosys')).json.users)).toEqual(['Priya Sharma']);
    expect(names((await search('Quietwave Labs')).json.users)).toEqual([]);
    expect(names((await search('Quietwave Labs', admin)).json.users)).toEqual(['Rahul Verma']);
    expect(names((await search('Quietwave Labs', people['Rahul Verma']!.auth)).json.users)).toEqual(['Rahul Verma']);
  });

  it('finds by branch and by batch', async () => {
    expect(names((await search('mechan')).json.users)).toEqual(['Priya Sharma']);
    expect(names((await search('2019-20')).json.users).sort()).toEqual(['Meera Nair', 'Rahul Verma']);
  });

  it('answers the spec shape with what privacy allows, never an e-mail or phone', async () => {
    const [rahul] = (await search('Rahul Verma')).json.users as Record<string, unknown>[];
    expect(rahul).toMatchObject({ _id: people['Rahul Verma']!.id, fullName: 'Rahul Verma', companyName: '', city: 'Pune', course: 'M.Tech' });
    expect(Object.keys(rahul!)).not.toEqual(expect.arrayContaining(['email']));
    expect(JSON.stringify(rahul)).not.toMatch(/password|phone|privacy|Quietwave/i);
    const [priya] = (await search('Priya Sharma')).json.users as Card[];
    expect(priya).toMatchObject({ companyName: 'Infosys', city: 'Pune', batch: '2018-2022', role: 'Alumni' });
  });

  it('treats LIKE wildcards as text and empty text as nothing to find', async () => {
    expect((await search('%')).json).toEqual({ users: [] });
    expect((await search('_')).json).toEqual({ users: [] });
    expect((await search('   ')).json).toEqual({ users: [] });
  });

  it('refuses bad input with a 400 and visitors with a 401', async () => {
    const nul = await search('Priya\u0000');
    expect([nul.status, nul.json.message]).toEqual([400, NUL_MESSAGE]);
    expect((await search(42)).status).toBe(400);
    expect((await search(undefined)).status).toBe(400);
    expect((await search('x'.repeat(101))).status).toBe(400);
    expect((await api().call('POST', '/api/search', { query: 'Priya' })).status).toBe(401);
  });

  it('limits one member to 120 searches a minute, and says so', async () => {
    const auth = people['Meera Nair']!.auth;
    for (let i = 0; i < 120; i += 1) expect((await search(`q${i}`, auth)).status).toBe(200);
    const refused = await search('Priya', auth);
    expect([refused.status, refused.json.message]).toEqual([429, SEARCH_RATE_LIMITED]);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await search('Priya')).status).toBe(200); // another member is not slowed
  });
});

describe('GET /api/people', () => {
  const list = (query: string, auth: Auth = people['Searcher Sen']!.auth) => api().call('GET', `/api/people${query}`, undefined, auth);

  it('lists members by name, narrowed by batch, course and branch', async () => {
    const all = await list('');
    expect(all.status).toBe(200);
    expect(names(all.json.users)).toEqual(['Meera Nair', 'Priya Sharma', 'Priyanka Iyer', 'Rahul Verma', 'Searcher Sen']);
    expect(all.json).toMatchObject({ total: 5, page: 1, pageSize: DIRECTORY_PAGE_SIZE });
    expect(names((await list('?batch=2018-2022')).json.users)).toEqual(['Priya Sharma', 'Priyanka Iyer']);
    expect(names((await list('?batch=2019-2023&branch=Computer%20Science')).json.users)).toEqual(['Rahul Verma']);
    expect(names((await list('?course=M.Tech')).json.users)).toEqual(['Rahul Verma']);
  });

  it('matches company and city by part, the company only where the viewer may see it', async () => {
    expect(names((await list('?city=pun')).json.users)).toEqual(['Priya Sharma', 'Rahul Verma']);
    expect(names((await list('?company=wave')).json.users)).toEqual([]);
    expect(names((await list('?company=wave', admin)).json.users)).toEqual(['Rahul Verma']);
    expect(names((await list('?company=%25')).json.users)).toEqual([]);
    const rahul = ((await list('?city=pune')).json.users as Card[]).find((u) => u.fullName === 'Rahul Verma');
    expect(rahul?.companyName).toBe('');
  });

  it('pages, and refuses a page that is not a positive whole number', async () => {
    const second = await list('?page=2');
    expect(second.json).toMatchObject({ users: [], total: 5, page: 2 });
    for (const page of ['0', 'abc', '-1', '1e3', '9999999']) expect((await list(`?page=${page}`)).status).toBe(400);
    expect((await list('?batch=%00')).status).toBe(400);
  });

  it('offers the batches, courses and branches members have; visitors get a 401', async () => {
    const { json } = await list('/filters');
    expect(json.batches).toEqual(['2020-2024', '2019-2023', '2018-2022']);
    expect(json.courses).toEqual(['B.Tech', 'M.Tech']);
    expect(json.branches).toEqual(['Civil', 'Computer Science', 'Electrical', 'Mechanical']);
    expect((await api().call('GET', '/api/people')).status).toBe(401);
    expect((await api().call('GET', '/api/people/filters')).status).toBe(401);
  });

  // Last in the file: it adds a batch of its own that the tests above must not count.
  it(`counts a filter's members up to ${DIRECTORY_COUNT_CAP} and says when there are more; later pages still serve`, async () => {
    await db.sql.unsafe(`
      insert into college_data (full_name, email, roll_number, gender, course, branch, cgpa, batch)
      select 'Cohort Member ' || i, 'cohort' || i || '@students.example.edu', 777000000000 + i, 'Female', 'B.Tech', 'Civil', 8.1, '2001-2005'
      from generate_series(1, ${DIRECTORY_COUNT_CAP + 1}) i`);
    await db.sql.unsafe(`
      insert into users (role, roster_id, full_name, email, roll_number, password_hash)
      select 'member', id, full_name, email, roll_number, 'no-login' from college_data where batch = '2001-2005'`);
    const first = await list('?batch=2001-2005');
    expect(first.json).toMatchObject({ total: DIRECTORY_COUNT_CAP, totalCapped: true, page: 1 });
    // Page 2 goes on where page 1 stopped, in the database's own name order.
    const ordered = await db.sql<{ full_name: string }[]>`
      select u.full_name from users u join college_data c on c.id = u.roster_id where c.batch = '2001-2005' order by u.full_name, u.id limit ${2 * DIRECTORY_PAGE_SIZE}`;
    const second = await list('?batch=2001-2005&page=2');
    expect([...names(first.json.users), ...names(second.json.users)]).toEqual(ordered.map((r) => r.full_name));
    const last = await list(`?batch=2001-2005&page=${Math.ceil((DIRECTORY_COUNT_CAP + 1) / DIRECTORY_PAGE_SIZE)}`);
    expect(last.json.users).toHaveLength((DIRECTORY_COUNT_CAP + 1) % DIRECTORY_PAGE_SIZE);
    expect((await list('?batch=2018-2022')).json).toMatchObject({ total: 2, totalCapped: false });
  });
});

// Last: these members would change the directory's counts above.
describe('POST /api/search after changes', () => {
  it('follows a change of company: the old one finds nobody, the new one (with a typo) the member', async () => {
    const meera = people['Meera Nair']!;
    expect(names((await search('Lumen Forge', admin)).json.users)).toEqual([]);
    const job = { companyName: 'Lumen Forge', location: 'Kochi', position: 'Analyst' };
    expect((await api().call('POST', '/api/users/addUserJobInfo', job, meera.auth)).status).toBe(200);
    expect(names((await search('Lumen Forge', admin)).json.users)).toEqual(['Meera Nair']);
    expect((await api().call('PUT', '/api/users/updateJobInfo', { ...job, companyName: 'Tidal Works' }, meera.auth)).status).toBe(200);
    expect(names((await search('Lumen Forge', admin)).json.users)).toEqual([]);
    expect(names((await search('Tidal Workz', admin)).json.users)).toEqual(['Meera Nair']);
    // A renamed member is found by the new name; the old one, borne by nobody now, is dropped.
    const zubin = await signedInMember(db.sql, { fullName: 'Zubin Transient', batch: '2020-2024', branch: 'Civil' });
    expect(names((await search('Zubin Transiant', admin)).json.users)).toEqual(['Zubin Transient']);
    await db.sql`update users set full_name = 'Zubin Settled' where id = ${zubin.id}`;
    expect(names((await search('Zubin Setled', admin)).json.users)).toEqual(['Zubin Settled']);
    expect(await db.sql`select term from search_terms where term = 'Zubin Transient'`).toEqual([]);
  });
});
