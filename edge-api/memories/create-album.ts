import type { Sql } from 'postgres';
import { MEMORY_TEXTS, type CreateAlbumInput } from '#domain/memories/album.ts';
import type { SessionUser } from '../deps.ts';
import { ApiError } from '../http/api-error.ts';
import { lockSyncVersions } from '../sync/mutator.ts';

/**
 * `POST /api/memories/albums`: a member makes an album for their own batch; the alumni office makes
 * college albums, and batch albums for any batch. Event albums come with their events. The same
 * id sent again (a retry) answers with the album made the first time.
 */
export async function createAlbum(sql: Sql, user: SessionUser, input: CreateAlbumInput, now: Date): Promise<string> {
  let batch: string | null = null;
  if (input.kind === 'college' && user.role !== 'admin') throw new ApiError(403, MEMORY_TEXTS.collegeAdminsOnly, 'forbidden');
  if (input.kind === 'batch') {
    if (user.role === 'admin') {
      if (!input.batch) throw new ApiError(400, MEMORY_TEXTS.batchRequired, 'invalid');
      batch = input.batch;
    } else {
      const [me] = await sql<{ batch: string }[]>`select cd.batch from users u join college_data cd on cd.id = u.roster_id where u.id = ${user.id}`;
      if (!me) throw new ApiError(403, MEMORY_TEXTS.notYours, 'forbidden');
      if (input.batch && input.batch !== me.batch) throw new ApiError(403, MEMORY_TEXTS.notYours, 'forbidden');
      batch = me.batch;
    }
  }
  const id = input.id ?? crypto.randomUUID();
  return sql.begin(async (tx) => {
    await lockSyncVersions(tx);
    const [made] = await tx<{ id: string }[]>`
      insert into albums (id, kind, title, description, batch, created_by, created_at, updated_at)
      values (${id}, ${input.kind}, ${input.title}, ${input.description}, ${batch}, ${user.id}, ${now}, ${now})
      on conflict (id) do nothing returning id`;
    if (made) return made.id;
    const [mine] = await tx<{ id: string }[]>`select id from albums where id = ${id} and created_by = ${user.id}`;
    if (!mine) throw new ApiError(409, 'This album id is already in use', 'conflict');
    return mine.id;
  });
}
