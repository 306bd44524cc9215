import type { CreateJobArgs } from '#domain/jobs/job-schema.ts';
import { CITIES, JOB_FIELDS, JOB_TITLES, PAY_BY_LEVEL, REMOTE_PLACES, type JobTitle } from './demo-job-fields.ts';
import { dayAfter, daysBefore, type DemoRandom } from './demo-random.ts';

export type DemoJob = CreateJobArgs & { postedBy: string; createdAt: Date };

// How far back the board goes, and how long a post stays open (ADR 0065).
const OLDEST_DAYS = 150;
const OPEN_DAYS = [21, 60] as const;
// Posts of the last two days, so the 'New' badge shows on a fresh start.
const RECENT_HOURS = [3, 19, 41];

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** How long ago job i of n was posted: a few in the last two days, then spread thinner into the past. */
function ageInHours(i: number, n: number, random: DemoRandom): number {
  if (i < RECENT_HOURS.length) return RECENT_HOURS[i]!;
  const share = (i - RECENT_HOURS.length + 1) / (n - RECENT_HOURS.length);
  return 48 + Math.round(share ** 1.3 * (OLDEST_DAYS * 24 - 48)) - random.between(0, 20);
}

function salaryRange({ level = '2 year', type }: JobTitle, random: DemoRandom): string {
  const [low, high] = PAY_BY_LEVEL[level];
  const round = (n: number) => Math.round(n / 50_000) * 50_000;
  let min = round(low + random.next() * (high - low));
  if (type === 'Internship') min = round(min / 2); // a stipend, counted over a year
  if (type === 'Part-time') min = round(min * 0.6);
  const max = round(min * (1.3 + random.next() * 0.4));
  return `${min}-${max}`;
}

function job(spec: JobTitle, index: number, count: number, members: readonly string[], now: Date, random: DemoRandom): DemoJob {
  const field = JOB_FIELDS[spec.field];
  const company = random.pick(field.companies);
  const requirements = spec.skills.slice(0, random.between(3, spec.skills.length));
  const createdAt = daysBefore(now, 0, ageInHours(index, count, random));
  const remote = field.remote && random.next() < 0.3;
  const level = spec.level ?? random.pick(['1 year', '2 year', '3 year', '4 year', '5 year'] as const);
  return {
    id: crypto.randomUUID(),
    title: spec.title,
    companyName: company,
    location: remote ? random.pick(REMOTE_PLACES) : random.pick(CITIES),
    job_type: spec.type ?? 'Full-time',
    salary: { range: salaryRange({ ...spec, level }, random), currency: 'INR' },
    yearOfExperience: level,
    description: `${company} is hiring a ${spec.title} (${field.name}). ${field.work}`,
    requirements,
    applyLink: `https://careers.example.com/${slug(company)}/${slug(spec.title)}`,
    contact_email: `careers@${slug(company).replaceAll('-', '')}.example.com`,
    contact_phone: `+91 80 4${String(100000 + random.between(0, 899999))}`,
    // Always after the day it was posted, so a post of the last two days is still open.
    application_deadline: dayAfter(createdAt, random.between(...OPEN_DAYS)),
    postedBy: members[index % members.length]!,
    createdAt,
  };
}

/** The demo job board: each title once, newest first, posted by the demo members in turn. */
export function demoJobs(members: readonly string[], now: Date, random: DemoRandom): DemoJob[] {
  if (members.length === 0) return [];
  const titles = random.shuffle(JOB_TITLES);
  return titles.map((spec, i) => job(spec, i, titles.length, members, now, random));
}
