import * as v from 'valibot';
import { isoDayOf } from '../jobs/job-schema.ts';
import { noNul, type FieldIssue } from '../validation.ts';

// The profile section forms (spec 7 "Profile sections"). The spec sets no bounds; these are ours,
// shared by the forms and the server (docs/decisions/0072-profile-section-bounds.md).
export const PROFILE_LIMITS = {
  shortText: 100,
  title: 120,
  description: 1000,
  skill: 50,
  skills: 50,
  previousJobs: 20,
  achievements: 30,
  extracurriculars: 30,
} as const;

export const UPDATED = 'Updated successfully!';
export const UPDATE_FAILED = 'Update failed';

/** An optional text: trimmed, empty when missing, bounded, no NUL. */
const text = (label: string, max: number) =>
  v.optional(
    v.pipe(
      v.string(`${label} must be text`),
      v.trim(),
      v.maxLength(max, `${label} must be at most ${max} characters`),
      noNul<string>(),
    ),
    '',
  );

const required = (label: string, max: number) => v.pipe(text(label, max), v.nonEmpty(`Enter the ${label.toLowerCase()}`));

const requiredList = <S extends v.GenericSchema>(item: S, max: number, message: string) =>
  v.pipe(v.array(item, 'Must be a list'), v.maxLength(max, message));
const list = <S extends v.GenericSchema>(item: S, max: number, message: string) => v.optional(requiredList(item, max, message), []);

export const PreviousJobSchema = v.object({
  companyName: required('Company name', PROFILE_LIMITS.shortText),
  position: text('Position', PROFILE_LIMITS.shortText),
  duration: text('Duration', PROFILE_LIMITS.shortText),
});

/** addUserJobInfo and updateJobInfo: the current job and the earlier ones. */
export const JobInfoSchema = v.object({
  companyName: text('Company name', PROFILE_LIMITS.shortText),
  position: text('Position', PROFILE_LIMITS.shortText),
  duration: text('Duration', PROFILE_LIMITS.shortText),
  location: text('Location', PROFILE_LIMITS.shortText),
  previousCompany: list(PreviousJobSchema, PROFILE_LIMITS.previousJobs, `List at most ${PROFILE_LIMITS.previousJobs} previous jobs`),
});

/** addUserJobInfo: "a job is created when a company name is entered" (spec 4). */
export const JobInfoCreateSchema = v.object({
  ...JobInfoSchema.entries,
  companyName: required('Company name', PROFILE_LIMITS.shortText),
});

/** 'React, SQL,  ' → ['React', 'SQL']; a list is trimmed the same way; repeats (any case) once. */
export function splitSkills(input: string | readonly string[]): string[] {
  const parts = (typeof input === 'string' ? input.split(',') : input).map((s) => s.trim()).filter(Boolean);
  const seen = new Set<string>();
  return parts.filter((s) => !seen.has(s.toLowerCase()) && seen.add(s.toLowerCase()));
}

const skills = (label: string) =>
  v.optional(
    v.pipe(
      v.union([v.string(), v.array(v.string())], `${label} must be comma-separated text or a list`),
      noNul<string | string[]>(),
      v.transform((input: string | string[]) => splitSkills(input)),
      v.check((all) => all.every((s) => s.length <= PROFILE_LIMITS.skill), `Each skill must be at most ${PROFILE_LIMITS.skill} characters`),
      v.maxLength(PROFILE_LIMITS.skills, `List at most ${PROFILE_LIMITS.skills} ${label.toLowerCase()}`),
    ),
    [],
  );

/** addUserSkills and updateSkills: entered as comma-separated text (spec 3), stored as lists. */
export const SkillsSchema = v.object({
  technicalSkill: skills('Technical skills'),
  nonTechnicalSkill: skills('Non-technical skills'),
});
/** addUserSkills: "created when technical or non-technical text is entered" (spec 4). */
export const SkillsCreateSchema = v.pipe(
  SkillsSchema,
  v.check((s) => s.technicalSkill.length + s.nonTechnicalSkill.length > 0, 'Enter at least one skill'),
);

const DATE_MESSAGE = 'Enter a valid date';
export const AchievementSchema = v.object({
  title: required('Title', PROFILE_LIMITS.title),
  description: text('Description', PROFILE_LIMITS.description),
  // The day as written ('YYYY-MM-DD', or an ISO date-time); the server refuses one in the future.
  date: v.optional(
    v.pipe(
      v.string(DATE_MESSAGE),
      v.trim(),
      v.check((d) => d === '' || isoDayOf(d) !== undefined, DATE_MESSAGE),
      v.transform((d) => (d === '' ? '' : isoDayOf(d)!)),
    ),
    '',
  ),
});

export const ExtracurricularSchema = v.object({
  activity: required('Activity', PROFILE_LIMITS.title),
  description: text('Description', PROFILE_LIMITS.description),
  duration: text('Duration', PROFILE_LIMITS.shortText),
});

const ACHIEVEMENTS_MAX = `List at most ${PROFILE_LIMITS.achievements} achievements`;
const EXTRACURRICULARS_MAX = `List at most ${PROFILE_LIMITS.extracurriculars} extracurricular activities`;

/** addExtraInfo: "achievements[] or extracurriculars[]" (spec 7); creates the record. */
export const ExtraInfoSchema = v.pipe(
  v.object({
    achievements: list(AchievementSchema, PROFILE_LIMITS.achievements, ACHIEVEMENTS_MAX),
    extracurriculars: list(ExtracurricularSchema, PROFILE_LIMITS.extracurriculars, EXTRACURRICULARS_MAX),
  }),
  v.check((e) => e.achievements.length + e.extracurriculars.length > 0, 'Add an achievement or an activity'),
);
// The updates replace one list, which must be sent: a missing list never wipes the stored one.
export const AchievementsSchema = v.object({
  achievements: requiredList(AchievementSchema, PROFILE_LIMITS.achievements, ACHIEVEMENTS_MAX),
});
export const ExtracurricularsSchema = v.object({
  extracurriculars: requiredList(ExtracurricularSchema, PROFILE_LIMITS.extracurriculars, EXTRACURRICULARS_MAX),
});
/** updateJobInfo and updateSkills change the fields sent and keep the others. */
export const JobInfoUpdateSchema = v.partial(JobInfoSchema);
export const SkillsUpdateSchema = v.partial(SkillsSchema);

export const FUTURE_DATE = 'The date cannot be in the future';

/**
 * Achievement dates are days that happened: the first one after `today` ('YYYY-MM-DD': the server's
 * day on the server, the device's in the form), as a field issue.
 */
export function futureDateIssue(args: object, today: string): FieldIssue | undefined {
  const achievements = (args as { achievements?: readonly { date: string }[] }).achievements ?? [];
  const i = achievements.findIndex((a) => a.date !== '' && a.date > today);
  return i < 0 ? undefined : { path: `achievements.${i}.date`, message: FUTURE_DATE };
}

export const ALREADY_ADDED = {
  job: 'Your job information is already saved. Edit it instead.',
  skills: 'Your skills are already saved. Edit them instead.',
  extra: 'Your achievements and activities are already saved. Edit them instead.',
} as const;
