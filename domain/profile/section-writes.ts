import type { MutationArgs } from '../sync/mutations.ts';
import { EMPTY_SECTIONS, type ExtraInfo, type JobInfo, type Profile, type Skills } from './profile.ts';
import { ALREADY_ADDED } from './profile-sections.ts';

// What each profile section write does to the sections, decided once: the server mutators store
// the result, the PWA shows it at once while the write waits in the outbox (ADR 0072).

/** The sections as stored: null where a section does not exist. */
export type Sections = { job: JobInfo | null; skills: Skills | null; extra: ExtraInfo | null };

export const SECTION_WRITES = [
  'addUserJobInfo',
  'updateJobInfo',
  'addUserSkills',
  'updateSkills',
  'addExtraInfo',
  'updateAchievement',
  'updateExtracarricular',
] as const;
export type SectionWrite = (typeof SECTION_WRITES)[number];

export type SectionResult = { ok: true; sections: Sections } | { ok: false; code: 'already_exists'; message: string };

/** True when every text of a section is empty and every list has nothing in it. */
export const isEmptySection = (value: object): boolean =>
  Object.values(value).every((v) => (Array.isArray(v) ? v.length === 0 : typeof v === 'string' ? v === '' : false));

/** A section with nothing in it is no section, so it can be added again. */
const kept = <T extends object>(value: T): T | null => (isEmptySection(value) ? null : value);

/** Fields sent replace the stored ones; fields left out keep theirs. */
const merged = <T extends object>(stored: T, sent: Partial<T>): T =>
  ({ ...stored, ...Object.fromEntries(Object.entries(sent).filter(([, value]) => value !== undefined)) }) as T;

export function applySectionWrite<N extends SectionWrite>(sections: Sections, name: N, args: MutationArgs<N>): SectionResult {
  const refused = (section: keyof Sections): SectionResult => ({ ok: false, code: 'already_exists', message: ALREADY_ADDED[section] });
  const a = args as MutationArgs<SectionWrite>;
  switch (name) {
    case 'addUserJobInfo':
      return sections.job ? refused('job') : { ok: true, sections: { ...sections, job: kept(a as JobInfo) } };
    case 'updateJobInfo':
      return { ok: true, sections: { ...sections, job: kept(merged(sections.job ?? EMPTY_SECTIONS.jobId, a as Partial<JobInfo>)) } };
    case 'addUserSkills':
      return sections.skills ? refused('skills') : { ok: true, sections: { ...sections, skills: kept(a as Skills) } };
    case 'updateSkills':
      return { ok: true, sections: { ...sections, skills: kept(merged(sections.skills ?? EMPTY_SECTIONS.skillId, a as Partial<Skills>)) } };
    case 'addExtraInfo':
      return sections.extra ? refused('extra') : { ok: true, sections: { ...sections, extra: kept(a as ExtraInfo) } };
    case 'updateAchievement':
    case 'updateExtracarricular':
      return { ok: true, sections: { ...sections, extra: kept({ ...(sections.extra ?? EMPTY_SECTIONS.extraId), ...(a as Partial<ExtraInfo>) }) } };
    default:
      throw new Error(`not a profile section write: ${String(name)}`);
  }
}

/** A profile's sections as stored: an empty one is none. */
export const sectionsOf = (profile: Pick<Profile, 'jobId' | 'skillId' | 'extraId'>): Sections => ({
  job: kept(profile.jobId),
  skills: kept(profile.skillId),
  extra: kept(profile.extraId),
});

/** The profile with these sections, empty ones shown empty (ADR 0071). */
export const withSections = <P extends Profile>(profile: P, s: Sections): P => ({
  ...profile,
  jobId: s.job ?? EMPTY_SECTIONS.jobId,
  skillId: s.skills ?? EMPTY_SECTIONS.skillId,
  extraId: s.extra ?? EMPTY_SECTIONS.extraId,
});
