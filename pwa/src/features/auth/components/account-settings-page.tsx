import type { ReactNode } from 'react';
import { PageFrame } from '#pwa/components/ui/page-frame.tsx';
import { useSessionStore } from '#pwa/stores/session-store.ts';
import { ChangeEmailSection } from './change-email-section.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';
import { DeleteAccountSection } from './delete-account-section.tsx';
import { DevicesSection } from './devices-section.tsx';
import { KeepAccountNotice } from './keep-account-notice.tsx';
import { MyDataSection } from './my-data-section.tsx';
import { PasskeysSection } from './passkeys-section.tsx';
import { TwoStepSection } from './two-step-section.tsx';

/** One card of the settings page: a titled section. */
function SettingsSection({ id, title, intro, children }: { id: string; title: string; intro: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8 rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
      <h2 id={id} className="text-xl font-bold text-slate-900 dark:text-white">
        {title}
      </h2>
      <p className="mt-1 mb-6 text-sm text-slate-600 dark:text-slate-400">{intro}</p>
      {children}
    </section>
  );
}

/** /settings/account (issue 53): what a member or an admin keeps of their account. */
export function AccountSettingsPage() {
  const user = useSessionStore((s) => s.user);
  return (
    <PageFrame className="py-10 sm:py-14">
      <title>Account settings · Alumni Portal</title>
      <div className="mx-auto max-w-2xl">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 dark:text-white">Account settings</h1>
        {user && <p className="mt-2 text-slate-600 dark:text-slate-400">Signed in as {user.fullName}.</p>}
        {user?.eraseAfter && <KeepAccountNotice eraseAfter={user.eraseAfter} />}
        <SettingsSection id="change-password-title" title="Change password" intro="We e-mail you when your password changes.">
          <ChangePasswordForm />
        </SettingsSection>
        <SettingsSection id="change-email-title" title="E-mail address" intro="Where the portal writes to you, and what you can sign in with besides your roll number.">
          <ChangeEmailSection />
        </SettingsSection>
        {user && (
          <SettingsSection id="passkeys-title" title="Passkeys" intro="Sign in with your fingerprint, face or screen lock instead of your password. A passkey stays on your device.">
            <PasskeysSection userId={user._id} />
          </SettingsSection>
        )}
        {user?.isAdmin && (
          <SettingsSection id="two-step-title" title="Two-step sign-in" intro="After your password, a code from an app on your phone: a stolen password alone no longer opens the office's account.">
            <TwoStepSection userId={user._id} />
          </SettingsSection>
        )}
        {user && (
          <SettingsSection id="devices-title" title="Devices" intro="Where your account is signed in. Sign out a device you no longer use or have lost.">
            <DevicesSection userId={user._id} />
          </SettingsSection>
        )}
        {user && (
          <SettingsSection
            id="my-data"
            title="My data"
            intro="One archive (ZIP) of everything the portal holds about you: your profile, posts, messages, events, donations and receipts, and the files you uploaded."
          >
            <MyDataSection userId={user._id} />
          </SettingsSection>
        )}
        {user && !user.isAdmin && !user.eraseAfter && (
          <SettingsSection id="delete-account-title" title="Delete my account" intro="You may leave the portal at any time.">
            <DeleteAccountSection />
          </SettingsSection>
        )}
      </div>
    </PageFrame>
  );
}
