import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import { NOTIFICATION_KINDS, type NotificationKind } from '#domain/notifications/notification.ts';
import { DIGESTS, KIND_LABELS, type Digest, type NotificationChannel, type NotificationSettingsUpdate } from '#domain/notifications/notification-preferences.ts';
import type { Profile } from '#domain/profile/profile.ts';
import { ArrowLeftIcon, BriefcaseIcon, CheckIcon } from '#pwa/components/icons/common-icons.tsx';
import { NotifyMeControl } from '#pwa/components/push/notify-me-control.tsx';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { LoadingState } from '#pwa/components/ui/list-state.tsx';
import { PageFrame, READING_COLUMN } from '#pwa/components/ui/page-frame.tsx';
import { useOnline } from '#pwa/hooks/use-online.ts';
import { toast } from '#pwa/lib/toast.ts';
import { useSessionStore } from '#pwa/stores/session-store.ts';
import { localSaveFailure } from '#pwa/sync/storage-error.ts';
import { removeJobAlert } from '../api/job-alerts.ts';
import { useLocalSettings, type LocalJobAlert } from '../api/local-settings.ts';
import { saveNotificationSettings, saveReadReceipts, settingsIn } from '../api/save-notification-settings.ts';
import { useShownValues } from '../hooks/use-shown-values.ts';

const card = 'rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900';
const heading = 'text-lg font-bold text-slate-900 dark:text-white';
const hint = 'mt-1 text-sm text-slate-600 dark:text-slate-400';
const check = 'size-5 rounded border-slate-400 accent-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:accent-indigo-400';

const CHANNEL_LABELS: Record<NotificationChannel, string> = { push: 'Push', email: 'E-mail' };
const DIGEST_LABELS: Record<Digest, { label: string; hint: string }> = {
  off: { label: 'Off', hint: 'One e-mail for each notification you chose to get by e-mail.' },
  daily: { label: 'Daily', hint: 'One e-mail a day listing what you have not read yet.' },
  weekly: { label: 'Weekly', hint: 'One e-mail a week listing what you have not read yet.' },
};

/** Says whether a change was saved; true when it was. */
const report = (saving: Promise<{ ok: boolean; message: string }>) =>
  saving.then((outcome) => {
    if (outcome.ok) toast.success('Notification settings saved', { id: 'notification-settings' });
    else toast.error(outcome.message, { id: 'notification-settings' });
    return outcome.ok;
  });

const save = (profile: Profile, change: NotificationSettingsUpdate): Promise<boolean> => report(saveNotificationSettings(profile, change));

const CHANNELS = ['push', 'email'] as const;
const channelKey = (kind: NotificationKind, channel: NotificationChannel) => `${kind}.${channel}`;

/** Kind × channel: the inbox always, push and e-mail as the member chooses (the server checks them at send time). */
function ChannelsTable({ profile }: { profile: Profile }) {
  const { channels } = settingsIn(profile);
  const stored = useMemo(
    () => Object.fromEntries(NOTIFICATION_KINDS.flatMap((kind) => CHANNELS.map((channel) => [channelKey(kind, channel), channels[kind][channel]]))),
    [channels],
  );
  const { shown, change } = useShownValues(stored);
  const toggle = (kind: NotificationKind, channel: NotificationChannel) => {
    const on = !shown(channelKey(kind, channel));
    change(channelKey(kind, channel), on, save(profile, { channels: { [kind]: { [channel]: on } } }));
  };
  return (
    <section aria-labelledby="channels-heading" className={card}>
      <h2 id="channels-heading" className={heading}>
        What you hear of, and how
      </h2>
      <p className={hint}>Everything shows in the app, under the bell. Choose what also reaches you as a push notification or an e-mail.</p>
      <div className="-mx-5 mt-5 overflow-x-auto sm:mx-0">
        <table className="w-full min-w-[20rem] border-collapse text-sm">
          <caption className="sr-only">Notification channels for each kind of notification</caption>
          <thead>
            <tr className="border-b border-slate-200 text-left text-slate-600 dark:border-slate-800 dark:text-slate-400">
              <th scope="col" className="py-2 pr-2 pl-5 font-semibold sm:pl-0">
                Notification
              </th>
              <th scope="col" className="w-16 px-1 py-2 text-center font-semibold whitespace-nowrap sm:w-20">
                In app
              </th>
              {CHANNELS.map((channel) => (
                <th key={channel} scope="col" className="w-16 px-1 py-2 text-center font-semibold whitespace-nowrap last:pr-5 sm:w-20 sm:last:pr-1">
                  {CHANNEL_LABELS[channel]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {NOTIFICATION_KINDS.map((kind) => (
              <tr key={kind}>
                <th scope="row" className="py-3 pr-2 pl-5 text-left font-medium text-slate-800 sm:pl-0 dark:text-slate-200">
                  {KIND_LABELS[kind]}
                </th>
                <td className="px-1 py-3 text-center text-slate-500 dark:text-slate-400">
                  <span className="inline-flex items-center" title="Always on">
                    <CheckIcon className="size-5" aria-hidden="true" />
                    <span className="sr-only">In app: always on</span>
                  </span>
                </td>
                {CHANNELS.map((channel) => (
                  <td key={channel} className="px-1 py-3 text-center last:pr-5 sm:last:pr-1">
                    <input
                      type="checkbox"
                      className={check}
                      aria-label={`${CHANNEL_LABELS[channel]}: ${KIND_LABELS[kind]}`}
                      checked={shown(channelKey(kind, channel)) ?? false}
                      onChange={() => toggle(kind, channel)}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function DigestChoice({ profile }: { profile: Profile }) {
  const { digest } = settingsIn(profile);
  const stored = useMemo(() => ({ digest }), [digest]);
  const { shown, change } = useShownValues<Digest>(stored);
  return (
    <section aria-labelledby="digest-heading" className={card}>
      <fieldset>
        <legend id="digest-heading" className={heading}>
          E-mail digest
        </legend>
        <p className={hint}>Instead of one e-mail each, get one e-mail listing what is still unread. Donation receipts always come on their own.</p>
        <div className="mt-4 grid gap-2 sm:grid-cols-3">
          {DIGESTS.map((value) => (
            <label
              key={value}
              className="flex cursor-pointer items-start gap-3 rounded-2xl border border-slate-200 p-3 has-checked:border-indigo-600 has-checked:bg-indigo-50 dark:border-slate-700 dark:has-checked:border-indigo-400 dark:has-checked:bg-indigo-500/10"
            >
              <input
                type="radio"
                name="digest"
                value={value}
                checked={shown('digest') === value}
                onChange={() => change('digest', value, save(profile, { digest: value }))}
                className="mt-0.5 size-4 accent-indigo-600 dark:accent-indigo-400"
              />
              <span>
                <span className="block font-semibold text-slate-900 dark:text-white">{DIGEST_LABELS[value].label}</span>
                <span className="block text-sm text-slate-600 dark:text-slate-400">{DIGEST_LABELS[value].hint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </section>
  );
}

function ReadReceipts({ profile }: { profile: Profile }) {
  const stored = useMemo(() => ({ readReceipts: profile.readReceipts ?? true }), [profile.readReceipts]);
  const { shown, change } = useShownValues<boolean>(stored);
  return (
    <section aria-labelledby="messages-heading" className={card}>
      <h2 id="messages-heading" className={heading}>
        Messages
      </h2>
      <label className="mt-3 flex cursor-pointer items-start gap-3">
        <input
          type="checkbox"
          checked={shown('readReceipts') ?? true}
          onChange={(e) => change('readReceipts', e.target.checked, report(saveReadReceipts(profile, e.target.checked)))}
          className="mt-1 size-4 accent-indigo-600 dark:accent-indigo-400"
        />
        <span>
          <span className="block font-semibold text-slate-900 dark:text-white">Read receipts</span>
          <span className={hint}>Show when you have read a message. Turned off, you do not see when others read yours either.</span>
        </span>
      </label>
    </section>
  );
}

function AlertRow({ userId, alert }: { userId: string; alert: LocalJobAlert }) {
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    try {
      await removeJobAlert(userId, alert);
      toast.success('Job alert removed');
    } catch (error) {
      setBusy(false);
      toast.error(localSaveFailure(error, 'This could not be saved on this device. Please try again.'));
    }
  };
  return (
    <li className="flex items-center gap-3 py-3">
      <span aria-hidden="true" className="inline-flex size-9 shrink-0 items-center justify-center rounded-xl bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-400">
        <BriefcaseIcon className="size-5" />
      </span>
      <span className="min-w-0 flex-1 font-medium break-words text-slate-800 dark:text-slate-200">{alert.label}</span>
      <button type="button" disabled={busy} onClick={() => void remove()} aria-label={`Remove job alert: ${alert.label}`} className={buttonClasses('secondary', 'sm')}>
        Remove
      </button>
    </li>
  );
}

function JobAlerts({ userId, alerts }: { userId: string; alerts: LocalJobAlert[] }) {
  return (
    <section aria-labelledby="alerts-heading" className={card}>
      <h2 id="alerts-heading" className={heading}>
        Job alerts
      </h2>
      <p className={hint}>A new job matching one of these notifies you, at most once a day per alert.</p>
      {alerts.length === 0 ? (
        <p className="mt-4 text-slate-600 dark:text-slate-400">
          No job alerts yet. Set filters in the{' '}
          <Link href="/jobs" className="font-semibold text-indigo-700 hover:underline dark:text-indigo-300">
            Job Portal
          </Link>{' '}
          and choose ‘Save as job alert’.
        </p>
      ) : (
        <ul aria-label="Job alerts" className="mt-3 divide-y divide-slate-100 dark:divide-slate-800">
          {alerts.map((alert) => (
            <AlertRow key={alert._id} userId={userId} alert={alert} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** /settings/notifications (issue 29): this device's push, the channels per kind, the digest and the job alerts; all editable offline. */
export function NotificationSettingsPage() {
  const userId = useSessionStore((s) => s.user?._id ?? '');
  const view = useLocalSettings(userId);
  const online = useOnline();
  const profile = view?.profile ?? null;
  return (
    <>
      <title>Notification settings · Alumni Portal</title>
      <PageFrame className="py-10 sm:py-14">
        <div className={READING_COLUMN}>
          <Link href="/notifications" className="inline-flex items-center gap-1.5 text-sm font-semibold text-indigo-700 hover:underline dark:text-indigo-300">
            <ArrowLeftIcon className="size-4" />
            Notifications
          </Link>
          <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">Notification settings</h1>
          <p className="mt-3 text-slate-600 dark:text-slate-400">Choose how you hear of what happens around you. Changes are saved on this device at once and sent when you are online.</p>
          <div className="mt-8 space-y-6">
            <section aria-labelledby="device-heading" className={card}>
              <h2 id="device-heading" className={heading}>
                This device
              </h2>
              <div className="mt-3">
                <NotifyMeControl />
              </div>
            </section>
            {profile ? (
              <>
                <ChannelsTable profile={profile} />
                <DigestChoice profile={profile} />
                <ReadReceipts profile={profile} />
                <JobAlerts userId={userId} alerts={view!.alerts} />
              </>
            ) : !view || online ? (
              <LoadingState text="Loading your settings..." />
            ) : (
              <p className="text-slate-600 dark:text-slate-400">You are offline. Your settings appear here once you are back online.</p>
            )}
          </div>
        </div>
      </PageFrame>
    </>
  );
}
