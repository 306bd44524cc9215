import { useState } from 'react';
import type { TotpSetup } from '#domain/accounts/two-step.ts';
import { PasswordField } from '#pwa/components/form/password-field.tsx';
import { TextField } from '#pwa/components/form/text-field.tsx';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { QrCode } from '#pwa/components/ui/qr-code.tsx';
import { useOnline } from '#pwa/hooks/use-online.ts';
import { useOnlineQuery } from '#pwa/hooks/use-online-query.ts';
import { toast } from '#pwa/lib/toast.ts';
import { useSettingsCall } from '../hooks/use-settings-call.ts';
import { settingsDay, settingsNote } from './settings-parts.tsx';
import { confirmTotp, fetchSecurity, fetchTwoStep, saveSecurity, startTotpSetup, turnOffTotp, TWO_STEP_OFFLINE, twoStepKey } from '../api/two-step.ts';

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="rounded-2xl bg-amber-50 p-4 dark:bg-amber-500/10">
      <p className="text-sm font-semibold text-amber-900 dark:text-amber-100">Your recovery codes, shown this once. Each signs you in once if you lose your phone: keep them somewhere safe.</p>
      <ul aria-label="Recovery codes" className="mt-3 grid grid-cols-2 gap-2 font-mono text-sm text-slate-900 dark:text-white">
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <button type="button" onClick={onDone} className={buttonClasses('primary', 'md', 'mt-4')}>
        I have saved them
      </button>
    </div>
  );
}

function SetUpApp({ userId, onCodes }: { userId: string; onCodes: (codes: string[]) => void }) {
  const { busy, run } = useSettingsCall();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [code, setCode] = useState('');
  if (!setup) {
    return (
      <button type="button" disabled={busy} onClick={() => void run(() => startTotpSetup()).then((s) => s && setSetup(s))} className={buttonClasses('primary', 'md')}>
        Set up an authenticator app
      </button>
    );
  }
  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        void run(() => confirmTotp(userId, code.trim())).then((done) => {
          if (!done) return;
          toast.success(done.message);
          onCodes(done.recoveryCodes);
        });
      }}
    >
      <p className={settingsNote}>Scan this code with your authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…), then enter the 6 digits it shows.</p>
      <QrCode text={setup.otpauthUri} label="QR code for your authenticator app" className="h-48 w-48 rounded-lg p-1" />
      <p className={settingsNote}>
        Or type this key: <code className="font-mono break-all text-slate-900 dark:text-white">{setup.secret.replace(/(.{4})/g, '$1 ').trim()}</code>
      </p>
      <TextField id="totp-code" label="Code from the app" inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={(e) => setCode(e.target.value)} />
      <button type="submit" disabled={busy} className={buttonClasses('primary', 'md')}>
        Turn on two-step sign-in
      </button>
    </form>
  );
}

function CollegeRule({ userId }: { userId: string }) {
  const query = useOnlineQuery('security', fetchSecurity, { keepMs: 0 });
  const { busy, run } = useSettingsCall();
  if (!query.data) return null;
  const on = query.data.requireAdminSecondStep;
  return (
    <div className="mt-6 border-t border-slate-200 pt-6 dark:border-slate-800">
      <p className="font-semibold text-slate-900 dark:text-white">College rule</p>
      <p className={settingsNote}>{on ? 'Every admin needs a second step to sign in.' : 'Admins may sign in with their password alone.'}</p>
      <button
        type="button"
        disabled={busy}
        onClick={() => void run(() => saveSecurity(userId, !on)).then((saved) => saved && toast.success(saved.message))}
        className={buttonClasses('secondary', 'md', 'mt-3')}
      >
        {on ? 'Stop requiring a second step' : 'Require a second step for every admin'}
      </button>
    </div>
  );
}

/** Settings → Two-step sign-in (issue 53, admins): an authenticator app after the password. */
export function TwoStepSection({ userId }: { userId: string }) {
  const online = useOnline();
  // Kept while it loads again, so a setup under way is not unmounted by its own refresh.
  const query = useOnlineQuery(twoStepKey(userId), fetchTwoStep, { enabled: online, keepMs: 0, keepPreviousData: true });
  const { busy, run } = useSettingsCall();
  const [password, setPassword] = useState('');
  // Above the state's own view: the codes stay on screen when the section turns to "On since".
  const [codes, setCodes] = useState<string[] | null>(null);
  if (codes) return <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />;
  if (!online) return <p className={settingsNote}>{TWO_STEP_OFFLINE}</p>;
  if (!query.data) return <p className={settingsNote} role="status">Loading...</p>;
  const state = query.data;
  return (
    <>
      {state.totp ? (
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            void run(() => turnOffTotp(userId, password)).then((off) => off && toast.success(off.message));
          }}
        >
          <p className="text-sm text-slate-800 dark:text-slate-200" role="status">
            On since {settingsDay(state.since!)}, with an authenticator app. {state.recoveryCodesLeft} recovery {state.recoveryCodesLeft === 1 ? 'code' : 'codes'} left.
          </p>
          <PasswordField id="two-step-password" name="password" label="Password, to turn it off" autoComplete="current-password" maxLength={128} value={password} onChange={(e) => setPassword(e.target.value)} />
          <button type="submit" disabled={busy} className={buttonClasses('secondary', 'md')}>
            Turn off two-step sign-in
          </button>
        </form>
      ) : (
        <SetUpApp userId={userId} onCodes={setCodes} />
      )}
      <CollegeRule userId={userId} />
    </>
  );
}
