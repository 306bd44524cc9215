import * as v from 'valibot';
import { NOTIFICATION_KINDS, type NotificationKind } from './notification.ts';

// How a member hears of each kind besides the inbox (issue 29): push and e-mail, per kind. The
// inbox always has every line; the dispatcher reads these when it sends, so a change of mind also
// holds back what is already queued.

export type ChannelChoice = { push: boolean; email: boolean };
export type NotificationChannels = Record<NotificationKind, ChannelChoice>;
export const NOTIFICATION_CHANNELS = ['push', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const DIGESTS = ['off', 'daily', 'weekly'] as const;
/** 'off': one mail per line; 'daily' / 'weekly': one mail listing what is still unread. */
export type Digest = (typeof DIGESTS)[number];

/** What a member would expect before choosing: push for answers, requests and event changes; e-mail only for receipts. */
export const DEFAULT_CHANNELS: Readonly<NotificationChannels> = Object.freeze({
  answer: { push: true, email: false },
  'answer-accepted': { push: true, email: false },
  comment: { push: false, email: false },
  mention: { push: true, email: false },
  'photo-tag': { push: true, email: false },
  'connection-request': { push: true, email: false },
  'connection-accepted': { push: true, email: false },
  'event-changed': { push: true, email: false },
  'event-cancelled': { push: true, email: false },
  'event-place': { push: true, email: false },
  'event-reminder': { push: true, email: false },
  'donation-receipt': { push: false, email: true },
  'job-alert': { push: false, email: false },
  message: { push: true, email: false },
  announcement: { push: true, email: true },
  'mentor-request': { push: true, email: true },
  'mentor-answer': { push: true, email: true },
  'mentorship-update': { push: true, email: false },
  'mentorship-session': { push: true, email: false },
});

/** The settings screen's words for each kind. */
export const KIND_LABELS: Readonly<Record<NotificationKind, string>> = Object.freeze({
  answer: 'Answers to my questions',
  'answer-accepted': 'My answers accepted',
  comment: 'Comments on my answers',
  mention: 'Someone mentions me in an answer or comment',
  'photo-tag': 'Someone tags me in a photo',
  'connection-request': 'Connection requests',
  'connection-accepted': 'My requests accepted',
  'event-changed': 'An event I am going to changes time or place',
  'event-cancelled': 'An event I am going to is cancelled',
  'event-place': 'A place for me from the waitlist',
  'event-reminder': 'The day before an event',
  'donation-receipt': 'Donation receipts',
  'job-alert': 'Jobs matching my alerts',
  message: 'Messages from my connections',
  announcement: 'Announcements from the alumni office',
  'mentor-request': 'Someone asks me to mentor them',
  'mentor-answer': 'A mentor answers my request',
  'mentorship-update': 'Milestones, notes and endings in my mentorships',
  'mentorship-session': 'Mentoring sessions: a new one, and the day before',
});

/** A receipt is a record of a payment: mailed on its own whatever the digest, with no unsubscribe link. */
export const TRANSACTIONAL_KINDS: readonly NotificationKind[] = ['donation-receipt'];

/** A member's settings as their own profile carries them. */
export type NotificationSettings = {
  /** Kept from issue 13: the same switch as `channels['connection-request'].email`. */
  emailConnectionRequests: boolean;
  channels: NotificationChannels;
  digest: Digest;
};

type StoredChoices = Partial<Record<string, Partial<ChannelChoice>>>;

/** The defaults with the member's own choices over them; anything unknown in `stored` is ignored. */
export function channelsOf(stored: StoredChoices | null | undefined): NotificationChannels {
  return Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => {
      const mine = stored?.[kind];
      const base = DEFAULT_CHANNELS[kind];
      return [kind, { push: typeof mine?.push === 'boolean' ? mine.push : base.push, email: typeof mine?.email === 'boolean' ? mine.email : base.email }];
    }),
  ) as NotificationChannels;
}

export const settingsOf = (stored: StoredChoices | null | undefined, digest: string | null | undefined): NotificationSettings => {
  const channels = channelsOf(stored);
  return { emailConnectionRequests: channels['connection-request'].email, channels, digest: (DIGESTS as readonly string[]).includes(digest ?? '') ? (digest as Digest) : 'off' };
};

const CHOICE = 'Choose on or off for each way of hearing';
const choice = v.optional(v.boolean(CHOICE));
const kindChoice = v.optional(v.strictObject({ push: choice, email: choice }, CHOICE));

/** `updateNotificationSettings`: any of the switches; what is left out stays as it was. */
export const NotificationSettingsSchema = v.strictObject(
  {
    emailConnectionRequests: v.optional(v.boolean('Choose whether to get connection requests by e-mail')),
    channels: v.optional(
      v.strictObject(Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, kindChoice])) as Record<NotificationKind, typeof kindChoice>, 'Choose a kind of notification this app has'),
    ),
    digest: v.optional(v.picklist(DIGESTS, 'Choose off, daily or weekly')),
  },
  'Choose a setting this app has',
);
/** The same, refusing a change of nothing. */
export const NotificationSettingsChangeSchema = v.pipe(
  NotificationSettingsSchema,
  v.check((change) => Object.values(change).some((value) => value !== undefined), 'Choose a setting to change'),
);
export type NotificationSettingsUpdate = v.InferOutput<typeof NotificationSettingsSchema>;

/**
 * A member's choices with an update over them (the server's stored choices, or a device's copy of
 * the settings): one rule on both sides, so the device shows at once what the server will keep.
 */
export function mergeChoices(stored: StoredChoices | null | undefined, change: NotificationSettingsUpdate): StoredChoices {
  const next: StoredChoices = { ...stored };
  const set = (kind: NotificationKind, part: Partial<ChannelChoice>) => (next[kind] = { ...next[kind], ...part });
  for (const kind of NOTIFICATION_KINDS) {
    const part = change.channels?.[kind];
    if (part) set(kind, Object.fromEntries(Object.entries(part).filter(([, on]) => on !== undefined)));
  }
  if (change.emailConnectionRequests !== undefined) set('connection-request', { email: change.emailConnectionRequests });
  return next;
}

/** The settings a device shows right after the member changes them. */
export const applySettingsUpdate = (current: NotificationSettings | undefined, change: NotificationSettingsUpdate): NotificationSettings =>
  settingsOf(mergeChoices(current?.channels, change), change.digest ?? current?.digest);
