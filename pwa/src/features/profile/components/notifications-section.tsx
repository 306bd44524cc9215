import { toast } from '#pwa/lib/toast.ts';
import type { Profile } from '#domain/profile/profile.ts';
import { NotifyMeControl } from '#pwa/components/push/notify-me-control.tsx';
import { saveNotificationSettings } from '../api/save-notification-settings.ts';
import { ProfileSection } from './profile-section.tsx';

/** How the member hears of connection requests: this device's notifications, and e-mail (issue 13). */
export function NotificationsSection({ profile }: { profile: Profile }) {
  const email = profile.notifications?.emailConnectionRequests ?? false;
  const toggle = async () => {
    const outcome = await saveNotificationSettings(profile, { emailConnectionRequests: !email });
    if (outcome.ok) toast.success(outcome.message);
    else toast.error(outcome.message);
  };
  return (
    <ProfileSection id="notifications" title="Notifications">
      <div className="space-y-5">
        <NotifyMeControl />
        <label className="flex items-start gap-3 text-sm text-slate-700 dark:text-slate-300">
          <input
            type="checkbox"
            checked={email}
            onChange={() => void toggle()}
            className="mt-0.5 size-4 rounded border-slate-300 text-indigo-600 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:border-slate-600 dark:bg-slate-800"
          />
          <span>
            <span className="font-medium text-slate-900 dark:text-white">E-mail me connection requests</span>
            <span className="block text-slate-600 dark:text-slate-400">One e-mail for each new request, to {profile.email ?? 'your college address'}.</span>
          </span>
        </label>
      </div>
    </ProfileSection>
  );
}
