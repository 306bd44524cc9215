import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../deps.ts';
import { requireUser } from '../auth/authenticate.ts';
import { login } from './users/login.ts';
import { logout, refresh } from './users/session.ts';
import { signup } from './users/signup.ts';
import { acceptInvitation } from './users/invitation.ts';
import { sendCode, verifyEmailCode, verifyRollCode } from './users/verification.ts';
import { forgotPassword, resetPassword } from './users/password-reset.ts';
import { changePassword } from './users/password-change.ts';
import { requestEmailChange, verifyEmailChange } from './users/email-change.ts';
import { undoEmailChange } from './users/email-change-undo.ts';
import { deleteOwnAccount, keepOwnAccount } from './users/account-deletion.ts';
import { addPasskey, listPasskeys, passkeyOptions, removePasskey, renamePasskey } from './users/passkeys.ts';
import { confirmTotp, secondStepSignIn, setUpTotp, turnOffTotp, twoStepState } from './users/two-step.ts';
import { passkeyConfirmOptions, passkeySignIn, passkeySignInOptions } from './users/passkey-sign-in.ts';
import { dataExportState, downloadDataExport, requestDataExport } from './users/data-export.ts';
import { endOtherSessions, endSession, listSessions } from './users/device-sessions.ts';
import { ownProfile, profileById, profilesByRoll } from './users/profiles.ts';
import { profileSectionRoutes } from './users/profile-sections.ts';
import { profileFileRoutes } from './users/profile-files.ts';

export function userRoutes(deps: AppDeps) {
  return (
    new Hono<AppEnv>()
      .post('/auth', login(deps))
      .post('/auth/second-step', secondStepSignIn(deps))
      .post('/auth/passkey/options', passkeySignInOptions(deps))
      .post('/auth/passkey', passkeySignIn(deps))
      .post('/logout', logout(deps))
      .post('/refresh', refresh(deps))
      .post('/', signup(deps))
      .post('/invitation', acceptInvitation(deps))
      // One path, two meanings (DESIGN.md): digits are a roll number, a value with '@' an e-mail.
      .post('/verify/:value', (c) => (c.req.param('value').includes('@') ? verifyEmailCode(deps)(c) : sendCode(deps)(c)))
      .post('/verify/:value/code', verifyRollCode(deps))
      .post('/password/forgot', forgotPassword(deps))
      .post('/password/reset', resetPassword(deps))
      .put('/password', requireUser, changePassword(deps))
      .post('/email', requireUser, requestEmailChange(deps))
      .post('/email/verify', requireUser, verifyEmailChange(deps))
      .post('/email/undo', undoEmailChange(deps))
      .get('/sessions', requireUser, listSessions(deps))
      .delete('/me', requireUser, deleteOwnAccount(deps))
      .post('/me/keep', requireUser, keepOwnAccount(deps))
      .delete('/sessions', requireUser, endOtherSessions(deps))
      .delete('/sessions/:id', requireUser, endSession(deps))
      .get('/two-step', requireUser, twoStepState())
      .post('/totp/setup', requireUser, setUpTotp(deps))
      .post('/totp/confirm', requireUser, confirmTotp(deps))
      .delete('/totp', requireUser, turnOffTotp(deps))
      .get('/passkeys', requireUser, listPasskeys())
      .post('/passkeys/options', requireUser, passkeyOptions(deps))
      .post('/passkeys/confirm-options', requireUser, passkeyConfirmOptions(deps))
      .post('/passkeys', requireUser, addPasskey(deps))
      .put('/passkeys/:id', requireUser, renamePasskey())
      .delete('/passkeys/:id', requireUser, removePasskey(deps))
      .post('/export', requireUser, requestDataExport(deps))
      .get('/export', requireUser, dataExportState(deps))
      .get('/export/:id/file', requireUser, downloadDataExport(deps))
      .get('/profile', requireUser, ownProfile(deps))
      .get('/profiles/:rollNumber', requireUser, profilesByRoll(deps))
      .route('/', profileSectionRoutes(deps))
      .route('/', profileFileRoutes(deps))
      .get('/:id', requireUser, profileById(deps))
  );
}
