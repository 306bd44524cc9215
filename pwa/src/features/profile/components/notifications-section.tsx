import { Link } from 'wouter';
import { NotifyMeControl } from '#pwa/components/push/notify-me-control.tsx';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { ProfileSection } from './profile-section.tsx';

/** This device's notifications, and the way to the member's choices per kind (issue 29: /settings/notifications). */
export function NotificationsSection() {
  return (
    <ProfileSection id="notifications" title="Notifications">
      <div className="space-y-5">
        <NotifyMeControl />
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4 dark:border-slate-800">
          <p className="min-w-0 flex-1 basis-56 text-sm text-slate-600 dark:text-slate-400">Choose what reaches you by push or e-mail, the e-mail digest, and your job alerts.</p>
          <Link href="/settings/notifications" className={buttonClasses('secondary', 'sm')}>
            Notification settings
          </Link>
        </div>
      </div>
    </ProfileSection>
  );
}
