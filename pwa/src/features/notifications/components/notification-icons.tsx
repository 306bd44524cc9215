import { BellIcon, BriefcaseIcon, CalendarIcon, CheckIcon, LightbulbIcon, UsersIcon } from '#pwa/components/icons/common-icons.tsx';
import type { NotificationSubject } from '#domain/notifications/notification.ts';

/** What a line is about, at a glance: a question, a connection, an event, a job, a gift. */
export function SubjectIcon({ type, className = 'size-5' }: { type: NotificationSubject['type']; className?: string }) {
  switch (type) {
    case 'question':
      return <LightbulbIcon className={className} />;
    case 'connection':
      return <UsersIcon className={className} />;
    case 'event':
      return <CalendarIcon className={className} />;
    case 'job':
    case 'job-alert':
      return <BriefcaseIcon className={className} />;
    case 'donation':
      return <CheckIcon className={className} />;
    default:
      return <BellIcon className={className} />;
  }
}
