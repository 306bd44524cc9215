import type { TransactionSql } from 'postgres';
import { isoDay } from '#domain/jobs/job-status.ts';
import { futureDateIssue } from '#domain/profile/profile-sections.ts';
import { applySectionWrite, type Sections, type SectionWrite } from '#domain/profile/section-writes.ts';
import type { MutationArgs } from '#domain/sync/mutations.ts';
import { ApiError } from '../http/api-error.ts';
import { serverMutator } from '../sync/mutator.ts';

// The own profile's server mutators, one per write in domain/profile/profile-mutations.ts. Each
// acts on the caller's own row: there is no id to aim at another member's profile. What a write
// does to the sections is decided in domain/profile/section-writes.ts, shared with the PWA.

type Json = Parameters<TransactionSql['json']>[0];
const json = (tx: TransactionSql, value: object | null) => (value === null ? null : tx.json(value as unknown as Json));

const sectionMutator = <N extends SectionWrite>(name: N) =>
  serverMutator(name, {
    roles: ['member'],
    async run(tx, args: MutationArgs<N>, { user, now }) {
      const future = futureDateIssue(args, isoDay(now));
      if (future) throw new ApiError(400, future.message, 'invalid', [future]);
      await tx`insert into profiles (user_id) values (${user.id}) on conflict do nothing`;
      // Locked until the write commits, so two devices' edits apply one after the other.
      const [stored] = await tx<Sections[]>`select job, skills, extra from profiles where user_id = ${user.id} for update`;
      const result = applySectionWrite(stored!, name, args);
      if (!result.ok) throw new ApiError(409, result.message, result.code);
      const { job, skills, extra } = result.sections;
      await tx`
        update profiles set job = ${json(tx, job)}, skills = ${json(tx, skills)}, extra = ${json(tx, extra)}, updated_at = ${now}
        where user_id = ${user.id}`;
    },
  });

export const addUserJobInfo = sectionMutator('addUserJobInfo');
export const updateJobInfo = sectionMutator('updateJobInfo');
export const addUserSkills = sectionMutator('addUserSkills');
export const updateSkills = sectionMutator('updateSkills');
export const addExtraInfo = sectionMutator('addExtraInfo');
export const updateAchievement = sectionMutator('updateAchievement');
export const updateExtracarricular = sectionMutator('updateExtracarricular');
