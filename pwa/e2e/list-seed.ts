import { expect, type Page } from '@playwright/test';
import type { Job } from '#domain/jobs/job-schema.ts';
import type { Question } from '#domain/queries/query-rows.ts';
import { readMeta } from './local-store.ts';

// Thousands of made-up rows put straight into the app's IndexedDB, for the large-list tests and
// bench/list-filter.ts. They never reach the server: the screens read the device's copy.

const ROLES = ['Frontend Engineer', 'Backend Engineer', 'Data Analyst', 'Product Designer', 'DevOps Engineer', 'QA Engineer', 'Mobile Developer', 'Data Scientist', 'Product Manager', 'Site Reliability Engineer for the Payments and Settlements Platform'];
const COMPANIES = ['Infosys', 'Acme Labs', 'Northwind', 'Globex', 'Initech', 'Umbrella Health', 'Stark Mobility'];
const PLACES = ['Mumbai', 'Pune', 'Bengaluru', 'Hyderabad', 'Chennai', 'Delhi', 'Work from home', 'Kolkata'];
const SKILLS = ['React', 'TypeScript', 'SQL', 'Python', 'Kubernetes', 'Figma', 'Go', 'Testing', 'AWS', 'Communication'];
const TYPES = ['Full-time', 'Part-time', 'Internship', 'Contract'] as const;
const LEVELS = ['fresher', '1 year', '2 year', '3 year', '4 year', '5 year', '5+ year'] as const;
const TOPICS = ['internships', 'GATE preparation', 'placements', 'higher studies abroad', 'open source', 'the final-year project', 'switching to data science'];
const CATEGORIES = ['Career', 'Academic', 'Technical', 'General'];
const STATUSES = ['Open', 'Closed', 'In Progress'];
const START = Date.UTC(2020, 0, 1); // older than any demo row

/** A uuid-shaped id from a number: stable across runs, never a real row's id. */
const idOf = (kind: number, i: number) => `00000000-0000-4000-8${kind}00-${String(i).padStart(12, '0')}`;
/** 'L00042': the row's number in a title, so a test can name the oldest and the newest. */
export const seedLabel = (i: number) => `L${String(i).padStart(5, '0')}`;
const pick = <T>(xs: readonly T[], i: number) => xs[i % xs.length]!;

/** `count` jobs; job 1 is the oldest, job `count` the newest (an hour apart). */
export function manyJobs(count: number, prefix = 'Seeded'): Job[] {
  return Array.from({ length: count }, (_, k) => {
    const i = k + 1;
    const low = (2 + (i % 9)) * 100_000;
    return {
      _id: idOf(1, i),
      title: `${prefix} ${pick(ROLES, i * 7)} ${seedLabel(i)}`,
      companyName: pick(COMPANIES, i * 3),
      location: pick(PLACES, i * 5),
      job_type: pick(TYPES, i),
      salary: { range: `${low}-${low + 400_000}`, currency: 'INR' },
      status: 'active',
      yearOfExperience: pick(LEVELS, i * 11),
      description: 'A made-up job for the large-list tests.',
      requirements: SKILLS.slice(i % 4, (i % 4) + 1 + (i % 6)),
      applyLink: 'https://careers.example.com/apply/42',
      contact_email: 'hr@example.com',
      contact_phone: '+91 98765 43210',
      application_deadline: new Date(Date.now() + ((i % 40) - 10) * 86_400_000).toISOString().slice(0, 10),
      createdAt: new Date(START + i * 3_600_000).toISOString(),
    } satisfies Job;
  });
}

/** `count` questions; question 1 is the oldest, question `count` the newest. */
export function manyQuestions(count: number, prefix = 'Seeded'): Question[] {
  return Array.from({ length: count }, (_, k) => {
    const i = k + 1;
    const topic = pick(TOPICS, i * 3);
    return {
      _id: idOf(2, i),
      title: `${prefix} question about ${topic} ${seedLabel(i)}`,
      content: `How did you approach ${topic}? ${'I would like to hear from alumni who went through it. '.repeat(1 + (i % 5))}`,
      category: pick(CATEGORIES, i),
      status: pick(STATUSES, i * 7),
      askedBy: i % 13 === 0 ? null : `Member ${i % 97}`,
      askedById: null,
      createdAt: new Date(START + i * 3_600_000).toISOString(),
      upvotes: (i * 7) % 23,
      downvotes: (i * 5) % 7,
      answerCount: i % 4,
    } satisfies Question;
  });
}

/** Puts rows into one of the app's IndexedDB tables, in one transaction (no app code involved). */
export function putRows(page: Page, store: 'jobs' | 'questions', rows: object[]) {
  return page.evaluate(
    async ({ store, rows }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const req = indexedDB.open('alumni-portal');
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
      const tx = db.transaction(store, 'readwrite');
      for (const row of rows) tx.objectStore(store).put(row);
      await new Promise<void>((resolve, reject) => {
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    },
    { store, rows },
  );
}

/** Waits until the member's first pull has ended: only then are rows put in by hand left alone. */
export async function untilPulled(page: Page, userId: string, timeout = 60_000) {
  await expect
    .poll(async () => (await readMeta(page, 'cursorUser')) === userId && (await readMeta(page, 'firstPull')) === undefined && ((await readMeta<number>(page, 'cursor')) ?? 0) > 0, { timeout })
    .toBe(true);
}
