import type { Sql } from 'postgres';
import type { Database } from '../edge-api/db/open-database.ts';
import { onBenchDatabases } from './bench-databases.ts';
import { migrate } from '../edge-api/db/migrate.ts';
import { listDirectory } from '../edge-api/people/list-directory.ts';
import { searchPeople } from '../edge-api/people/search-people.ts';
import type { Viewer } from '../edge-api/users/relation.ts';
import { budgetCell, ms, type Row } from './table.ts';

const MEMBERS = 100_000;
const ROUNDS = 5;

const FIRST = ['Priya', 'Rahul', 'Ananya', 'Vikram', 'Asha', 'Arjun', 'Kavya', 'Rohan', 'Meera', 'Karthik', 'Divya', 'Siddharth', 'Neha', 'Aditya', 'Pooja', 'Nikhil', 'Sneha', 'Varun', 'Isha', 'Manish', 'Lakshmi', 'Suresh', 'Fatima', 'Imran', 'Deepa', 'Gaurav', 'Harini', 'Joseph', 'Farhan', 'Tanvi'];
const LAST = ['Sharma', 'Verma', 'Iyer', 'Nair', 'Rao', 'Reddy', 'Menon', 'Das', 'Gupta', 'Kulkarni', 'Patel', 'Singh', 'Khan', 'Joshi', 'Pillai', 'Bose', 'Chatterjee', 'Mehta', 'Fernandes', 'Hegde', 'Naidu', 'Banerjee', 'Mishra', 'Kapoor', 'Shetty'];
const COMPANIES = ['Infosys', 'Wipro', 'Tata Consultancy Services', 'Flipkart', 'Zoho', 'Razorpay', 'Swiggy', 'Freshworks', 'Accenture', 'Bosch'];
const CITIES = ['Bengaluru', 'Pune', 'Hyderabad', 'Chennai', 'Mumbai', 'Delhi'];
const BRANCHES = ['Computer Science', 'Electronics', 'Mechanical', 'Civil', 'Electrical', 'Chemical'];

/** 100,000 members in one statement per table: roster rows, accounts, and a current job for a third. */
async function fillMembers(sql: Sql) {
  const list = (values: string[]) => `array[${values.map((v) => `'${v}'`).join(',')}]`;
  await sql.unsafe(`
    insert into college_data (full_name, email, roll_number, gender, course, branch, cgpa, batch)
    select (${list(FIRST)})[1 + i % ${FIRST.length}] || ' ' || (${list(LAST)})[1 + (i / ${FIRST.length}) % ${LAST.length}] || case when i % 7 = 0 then ' ' || chr(65 + i % 26) || '.' else '' end,
      'member' || i || '@bench.example.edu', 900000000000 + i, 'Female', case when i % 5 = 0 then 'M.Tech' else 'B.Tech' end,
      (${list(BRANCHES)})[1 + i % ${BRANCHES.length}], 7.5, (2000 + i % 24) || '-' || (2004 + i % 24)
    from generate_series(1, ${MEMBERS}) i`);
  await sql.unsafe(`
    insert into users (role, roster_id, full_name, email, roll_number, password_hash)
    select 'member', id, full_name, email, roll_number, 'not-a-login' from college_data where email like '%@bench.example.edu'`);
  await sql.unsafe(`
    update profiles p set job = jsonb_build_object('companyName', (${list(COMPANIES)})[1 + u.roll_number % ${COMPANIES.length}],
      'position', 'Engineer', 'duration', '2 years', 'location', (${list(CITIES)})[1 + u.roll_number % ${CITIES.length}], 'previousCompany', '[]'::jsonb),
      privacy = case when u.roll_number % 4 = 0 then '{"company":"only-me"}'::jsonb else '{}'::jsonb end
    from users u where u.id = p.user_id and u.roll_number % 3 = 0`);
  await sql.unsafe('vacuum analyze'); // a settled database, as autovacuum keeps a real one
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function timings(run: () => Promise<unknown>, times: number) {
  const seen: number[] = [];
  for (let i = 0; i < times; i += 1) {
    const start = performance.now();
    await run();
    seen.push(performance.now() - start);
  }
  return seen;
}

const QUERIES = ['Priya Sharmaa', 'priya', 'Rahul Vermaa', 'Karthik Nair', 'Menon', 'Ananya I', 'Siddarth', 'Fatma Khan', '90000001', '900000123', 'Infosys', 'razorpay', 'Mechanical', '2015', 'Joseph Fernandes', 'xyzzy'];

/** Search and directory figures over `db`, as a member (company privacy applied) would see them. */
async function measure(db: Database, where: string): Promise<Row[]> {
  await migrate(db.sql);
  await fillMembers(db.sql);
  const [me] = await db.sql<{ id: string }[]>`select id from users where roll_number = 900000000042`;
  const viewer: Viewer = { id: me!.id, role: 'member' };
  const now = new Date();
  for (const q of QUERIES) await searchPeople(db.sql, q, viewer, now); // warm the caches and plans
  const search: number[] = [];
  for (let r = 0; r < ROUNDS; r += 1) for (const q of QUERIES) search.push(...(await timings(() => searchPeople(db.sql, q, viewer, now), 1)));
  search.sort((a, b) => a - b);
  const pages = [
    { batch: '2015-2019', course: '', branch: '', company: '', city: '', page: 1 },
    { batch: '', course: '', branch: '', company: '', city: '', page: 1 },
    { batch: '', course: '', branch: 'Civil', company: '', city: '', page: 40 },
    { batch: '', course: '', branch: '', company: 'infos', city: 'pune', page: 1 },
  ];
  const directory: number[] = [];
  for (let r = 0; r < ROUNDS; r += 1) for (const p of pages) directory.push(...(await timings(() => listDirectory(db.sql, p, viewer, now), 1)));
  directory.sort((a, b) => a - b);
  const method = `${MEMBERS.toLocaleString('en')} members (a third with a job, a quarter of those hiding the company), ${where}`;
  return [
    {
      figure: `People search p50 / p95 (${where})`,
      value: `${ms(percentile(search, 50))} / ${ms(percentile(search, 95))}`,
      budget: budgetCell(percentile(search, 95), 10, 'p95 ≤ 10 ms'),
      method: `${method}: searchPeople() ${ROUNDS}× over ${QUERIES.length} queries (typos, roll prefixes, companies, branch, batch, no match), server time`,
    },
    {
      figure: `Directory page p50 / p95 (${where})`,
      value: `${ms(percentile(directory, 50))} / ${ms(percentile(directory, 95))}`,
      budget: 'measured',
      method: `${method}: listDirectory() ${ROUNDS}× over 4 pages (a batch, everyone, page 40 of a branch, company + city), rows and total`,
    },
  ];
}

/** The embedded PGlite, and the machine's Postgres in a fresh database when DATABASE_URL names one. */
export const peopleSearch = (postgresUrl: string | undefined) => onBenchDatabases(postgresUrl, 'people', measure);
