import type { Context } from 'hono';
import { AcceptInvitationSchema, INVITATION_TEXTS as T, type AcceptedInvitation } from '#domain/announcements/invitation.ts';
import type { AppDeps, AppEnv } from '#api/deps.ts';
import { inviteTokenHash } from '#api/announcements/invitation-tokens.ts';
import { setSignupCookie } from '#api/auth/cookies.ts';
import { SIGNUP_TTL_S, signSignupToken } from '#api/auth/tokens.ts';
import { findRoster, toVerifiedRecord } from '#api/users/roster-record.ts';
import { ApiError } from '#api/http/api-error.ts';
import { readJson } from '#api/http/read-body.ts';

type Row = { id: string; roster_id: string; used_at: Date | null; expires_at: Date; joined: boolean };

/**
 * POST /api/users/invitation {invite}: the link from an invitation mail proves the roster e-mail, as
 * a code sent there would. Used once: it answers the record and a signup token, as the code check
 * does, so joining takes one screen (the password); the account is then made by POST /api/users.
 */
export const acceptInvitation = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const { invite } = await readJson(c, AcceptInvitationSchema);
  const now = deps.clock.now();
  const hash = await inviteTokenHash(invite);
  const row = await c.var.sql.begin(async (tx) => {
    const [found] = await tx<Row[]>`
      select i.id, i.roster_id, i.used_at, i.expires_at, exists (select 1 from users u where u.roster_id = i.roster_id) as joined
      from invitations i where i.token_hash = ${hash} for update`;
    if (!found) throw new ApiError(404, T.invalid, 'invitation_invalid');
    if (found.joined) throw new ApiError(409, T.joined, 'account_exists');
    if (found.used_at) throw new ApiError(410, T.used, 'invitation_used');
    if (found.expires_at <= now) throw new ApiError(410, T.expired, 'invitation_expired');
    await tx`update invitations set used_at = ${now} where id = ${found.id}`;
    return found;
  });
  const roster = (await findRoster(c.var.sql, { id: row.roster_id }))!;
  const signupToken = await signSignupToken(deps.config.jwtSecret, roster.roll_number, now);
  setSignupCookie(c, deps.config, signupToken, SIGNUP_TTL_S);
  // As the code check answers (spec 3): the record the signup's last step shows, and the token.
  const accepted: AcceptedInvitation = { message: 'Invitation accepted. Choose a password to finish.', data: toVerifiedRecord(roster), signupToken };
  return c.json(accepted);
};
