import { roleLabel } from '#domain/accounts/student-record.ts';
import { MENTORSHIP_MESSAGES as M } from '#domain/mentorship/mentorship.ts';
import { ApiError } from '../http/api-error.ts';
import { serverMutator } from '../sync/mutator.ts';

// A mentor's offer (issue 54): what they help with, how many at once, and the pause switch. Saving
// again replaces it; lowering the places below the mentees already taken keeps those mentorships
// and takes no new ones until a place frees.

export const saveMentorOffer = serverMutator('saveMentorOffer', {
  roles: ['member'],
  async run(tx, { topics, capacity, note, paused }, { user, now }) {
    const [me] = await tx<{ batch: string | null }[]>`
      select c.batch from users u left join college_data c on c.id = u.roster_id where u.id = ${user.id}`;
    if (roleLabel(me?.batch ?? '', now) !== 'Alumni') throw new ApiError(403, M.studentsCannotMentor, 'students_cannot_mentor');
    await tx`
      insert into mentor_offers (user_id, topics, capacity, note, paused, created_at, updated_at)
      values (${user.id}, ${topics}, ${capacity}, ${note}, ${paused}, ${now}, ${now})
      on conflict (user_id) do update set topics = excluded.topics, capacity = excluded.capacity, note = excluded.note,
        paused = excluded.paused, updated_at = excluded.updated_at, deleted_at = null`;
  },
});
