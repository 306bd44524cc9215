// A member's notification inbox (issue 29; docs/decisions/0104-notifications.md), declared once
// for the server that writes the rows, the devices that mirror them and the tests.

/** What a notification can be about: each kind is written by the server write that causes it. */
export const NOTIFICATION_KINDS = [
  'answer',
  'answer-accepted',
  'comment',
  'mention',
  'photo-tag',
  'connection-request',
  'connection-accepted',
  'event-changed',
  'event-cancelled',
  'event-place',
  'event-reminder',
  'donation-receipt',
  'job-alert',
  'message',
  'announcement',
  'mentor-request',
  'mentor-answer',
  'mentorship-update',
  'mentorship-session',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export type NotificationSubject = { type: 'question' | 'connection' | 'event' | 'job' | 'donation' | 'job-alert' | 'announcement' | 'photo' | 'mentorship'; id: string };

/** One inbox line, as its member's devices mirror it. Lines of one thing group (`count`). */
export type Notification = {
  _id: string;
  kind: NotificationKind;
  subject: NotificationSubject;
  /** The screen the line opens, a path of the app. */
  url: string;
  /** Who did it, when someone did (the last of a group). */
  actor: { _id: string; fullName: string } | null;
  /** The thing's own title: the question, the event, the job alert's filters. */
  title: string;
  /** How many happenings the line stands for ("3 new answers on …"). */
  count: number;
  /** The line as the inbox, the push and the mail say it: `notificationText`. */
  text: string;
  createdAt: string;
  /** The last happening it stands for; the inbox is newest first by this. */
  updatedAt: string;
  readAt: string | null;
};

const quoted = (title: string) => `'${title.length > 40 ? `${title.slice(0, 39).trimEnd()}…` : title}'`;
const plural = (n: number, one: string, many: string) => (n === 1 ? one : `${n} ${many}`);

/** The line's words, from its kind, count, actor and title: the server stores them as `text`. */
export function notificationText(n: Pick<Notification, 'kind' | 'count' | 'title'> & { actorName: string | null }): string {
  const who = n.actorName ?? 'Someone';
  const on = quoted(n.title);
  switch (n.kind) {
    case 'answer':
      return n.count === 1 ? `${who} answered ${on}` : `${n.count} new answers on ${on}`;
    case 'answer-accepted':
      return `${who} accepted your answer to ${on}`;
    case 'comment':
      return n.count === 1 ? `${who} commented on your answer to ${on}` : `${n.count} new comments on your answer to ${on}`;
    case 'mention':
      return n.count === 1 ? `${who} mentioned you on ${on}` : `You were mentioned ${n.count} times on ${on}`;
    case 'photo-tag':
      return `${who} tagged you in a photo in ${on}`;
    case 'connection-request':
      return `${who} wants to connect`;
    case 'connection-accepted':
      return `${who} accepted your connection request`;
    case 'event-changed':
      return `${on} has a new time or place`;
    case 'event-cancelled':
      return `${on} has been cancelled`;
    case 'event-place':
      return `You have a place at ${on}: your ticket is ready`;
    case 'event-reminder':
      return `Tomorrow: ${n.title}`;
    case 'donation-receipt':
      return `Thank you: your gift of ${n.title} was received`;
    case 'job-alert':
      return `${plural(n.count, 'A new job', 'new jobs')} ${n.count === 1 ? 'matches' : 'match'} your alert ${on}`;
    // Messages are never inbox lines (issue 31): this is their push's and mail's words. `title` is the message.
    case 'message':
      return n.count === 1 ? `${who}: ${n.title.length > 120 ? `${n.title.slice(0, 119).trimEnd()}…` : n.title}` : `${n.count} new messages from ${who}`;
    case 'announcement':
      return `From the alumni office: ${n.title}`;
    // Mentorship (issue 54): `title` is the request's or the mentorship's goal, or a session's time.
    case 'mentor-request':
      return `${who} asks you to mentor them: ${on}`;
    case 'mentor-answer':
      return `${who} answered your mentoring request ${on}`;
    case 'mentorship-update':
      return n.count === 1 ? `${who} updated your mentorship ${on}` : `${n.count} updates on your mentorship ${on}`;
    case 'mentorship-session':
      return `Mentoring session: ${n.title}`;
  }
}
