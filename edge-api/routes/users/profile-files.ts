import { Hono, type Context } from 'hono';
import { mayView, privacyOf, type Privacy } from '#domain/profile/privacy.ts';
import { CONTENT_TYPES, fileProblem, NO_FILE, SLOTS, sniffKind, type FileSlot, type StoredKind } from '#domain/profile/profile-files.ts';
import { UPDATED } from '#domain/profile/profile-sections.ts';
import type { AppDeps, AppEnv } from '#api/deps.ts';
import { requireRole, requireUser } from '#api/auth/authenticate.ts';
import { ApiError } from '#api/http/api-error.ts';
import { pathId } from '#api/http/path-id.ts';
import { loadProfiles } from '#api/users/profile-view.ts';
import { connectedColumn, relationTo } from '#api/users/relation.ts';

const NOT_FOUND: Record<FileSlot, string> = { resume: 'Resume not found', photo: 'Photo not found' };

/** The bytes of the multipart field `file`, checked for the slot by their content, or a 4xx in the form's words. */
async function readFile(c: Context<AppEnv>, slot: FileSlot): Promise<{ bytes: Uint8Array; kind: StoredKind }> {
  let body: Record<string, unknown>;
  try {
    body = await c.req.parseBody();
  } catch {
    throw new ApiError(400, NO_FILE, 'no_file');
  }
  const file = body.file;
  if (!(file instanceof File)) throw new ApiError(400, NO_FILE, 'no_file');
  if (file.size > SLOTS[slot].maxBytes) throw new ApiError(413, SLOTS[slot].tooLarge, 'file_too_large');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const problem = fileProblem(slot, bytes);
  if (problem) throw new ApiError(problem === SLOTS[slot].tooLarge ? 413 : 400, problem, 'invalid_file');
  return { bytes, kind: sniffKind(bytes)! };
}

/**
 * The resume (PDF, 2 MB) and photo (WebP/PNG/JPEG, 150 KB): PUT to replace, DELETE to remove, as
 * the member; GET /api/users/{id}/{slot} to read, as any signed-in user the privacy settings allow
 * (the photo is shown to every member). A file is served as what its bytes are, never as a page.
 */
export function profileFileRoutes(deps: AppDeps) {
  const member = requireRole('member');
  const answer = async (c: Context<AppEnv>) => {
    const me = c.var.user!;
    const [profile] = await loadProfiles(c.var.sql, { id: me.id }, me, deps.clock.now());
    return c.json({ message: UPDATED, profile });
  };
  const put = (slot: FileSlot) => async (c: Context<AppEnv>) => {
    const { bytes, kind } = await readFile(c, slot);
    const userId = c.var.user!.id;
    const now = deps.clock.now();
    await c.var.sql.begin(async (tx) => {
      await tx`
        insert into profile_files (user_id, slot, kind, content, updated_at) values (${userId}, ${slot}, ${kind}, ${bytes}, ${now})
        on conflict (user_id, slot) do update set kind = excluded.kind, content = excluded.content, updated_at = excluded.updated_at`;
      // The profile row's version moves, so the change reaches devices on their next pull.
      await tx`update profiles set updated_at = ${now} where user_id = ${userId}`;
    });
    return answer(c);
  };
  const remove = (slot: FileSlot) => async (c: Context<AppEnv>) => {
    const userId = c.var.user!.id;
    await c.var.sql.begin(async (tx) => {
      await tx`delete from profile_files where user_id = ${userId} and slot = ${slot}`;
      await tx`update profiles set updated_at = ${deps.clock.now()} where user_id = ${userId}`;
    });
    return answer(c);
  };
  const get = (slot: FileSlot) => async (c: Context<AppEnv>) => {
    const userId = pathId(c.req.param('id') ?? '', NOT_FOUND[slot]);
    const viewer = c.var.user!;
    const [file] = await c.var.sql<
      { kind: StoredKind; content: Uint8Array; roll_number: string | null; privacy: Partial<Privacy> | null; connected: boolean }[]
    >`
      select f.kind, f.content, u.roll_number, p.privacy, ${connectedColumn(c.var.sql, 'f.user_id', viewer)}
      from profile_files f join users u on u.id = f.user_id left join profiles p on p.user_id = f.user_id
      where f.user_id = ${userId} and f.slot = ${slot}`;
    const visible = slot === 'photo' || mayView(privacyOf(file?.privacy).resume, relationTo(userId, viewer, file?.connected));
    if (!file || !visible) throw new ApiError(404, NOT_FOUND[slot], 'not_found');
    const name = slot === 'resume' ? `resume-${file.roll_number ?? userId}.pdf` : `photo.${file.kind}`;
    c.header('Content-Type', CONTENT_TYPES[file.kind]);
    c.header('Content-Disposition', `inline; filename="${name}"`);
    c.header('X-Content-Type-Options', 'nosniff'); // the app's CSP (no inline script) applies as well
    // A photo's address changes with it (?v=), so it may be kept; a resume follows privacy changes.
    c.header('Cache-Control', slot === 'photo' ? 'private, max-age=86400' : 'private, no-store');
    return c.body(new Uint8Array(file.content));
  };
  return new Hono<AppEnv>()
    .put('/resume', member, put('resume'))
    .delete('/resume', member, remove('resume'))
    .put('/photo', member, put('photo'))
    .delete('/photo', member, remove('photo'))
    .get('/:id/resume', requireUser, get('resume'))
    .get('/:id/photo', requireUser, get('photo'));
}
