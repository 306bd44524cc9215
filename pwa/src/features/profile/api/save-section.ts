import type { Profile } from '#domain/profile/profile.ts';
import { isoDay } from '#domain/jobs/job-status.ts';
import { futureDateIssue, UPDATE_FAILED, UPDATED } from '#domain/profile/profile-sections.ts';
import { applySectionWrite, sectionsOf, withSections, type SectionWrite } from '#domain/profile/section-writes.ts';
import { mutations, type MutationArgs, type MutationArgsInput } from '#domain/sync/mutations.ts';
import { parseWith, type FieldIssue } from '#domain/validation.ts';
import { enqueue } from '#pwa/sync/enqueue.ts';
import { localSaveFailure } from '#pwa/sync/storage-error.ts';

export type SaveOutcome = { ok: true; message: string } | { ok: false; message: string; issues?: FieldIssue[] };

const LABELS: Record<SectionWrite, string> = {
  addUserJobInfo: 'Profile: job history',
  updateJobInfo: 'Profile: job history',
  addUserSkills: 'Profile: skills',
  updateSkills: 'Profile: skills',
  addExtraInfo: 'Profile: achievements and activities',
  updateAchievement: 'Profile: achievements',
  updateExtracarricular: 'Profile: extracurricular activities',
};

/**
 * Saves a profile section the offline-first way: checked with the server's schema, shown at once
 * (the same rules the server applies, domain/profile/section-writes.ts), and queued for the server.
 */
export async function saveSection<N extends SectionWrite>(profile: Profile, name: N, args: MutationArgsInput<N>): Promise<SaveOutcome> {
  const parsed = parseWith(mutations[name].args, args);
  if (!parsed.ok) return { ok: false, message: parsed.message, issues: parsed.issues };
  const future = futureDateIssue(parsed.value, isoDay(new Date()));
  if (future) return { ok: false, message: future.message, issues: [future] };
  const result = applySectionWrite(sectionsOf(profile), name, parsed.value as MutationArgs<N>);
  if (!result.ok) return { ok: false, message: result.message };
  try {
    const next = withSections(profile, result.sections);
    await enqueue({ userId: profile._id, name, args, writes: [{ table: 'profile', key: profile._id, value: next }], label: LABELS[name] });
    return { ok: true, message: UPDATED };
  } catch (error) {
    return { ok: false, message: localSaveFailure(error, UPDATE_FAILED) };
  }
}
