import type { Sql } from 'postgres';
import { DEFAULT_INVITATIONS_PER_DAY } from '#domain/announcements/invitation.ts';
import type { Clock, Logger } from '../deps.ts';
import type { Listen } from '../db/open-database.ts';
import { reconcileJob } from '../donations/reconcile-donations.ts';
import type { PaymentGateway } from '../donations/razorpay-gateway.ts';
import { eventReminderJob } from '../events/reminder-job.ts';
import { mentorshipJob } from '../mentorship/mentorship-jobs.ts';
import { digestJob } from '../notifications/digest-job.ts';
import { eraseAccountsJob } from '../users/erase-account.ts';
import { dataExportJob, expireDataExportsJob } from '../users/data-export-job.ts';
import { announcementJob } from '../announcements/send-announcements.ts';
import type { NodeConfig } from '../node-config.ts';
import { createDeliver } from './deliver.ts';
import { createDispatcher } from './dispatcher.ts';
import { createPeriodicJobs } from './periodic-jobs.ts';
import { deletePhotoFilesJob, derivePhotoJob } from '../memories/derive-photo-job.ts';
import { stripLocationJob } from '../memories/strip-location-job.ts';
import type { ObjectStore } from '../storage/object-store.ts';

type Config = Pick<NodeConfig, 'smtpUrl' | 'mailFrom' | 'secrets' | 'vapid'> & Partial<Pick<NodeConfig, 'invitationsPerDay' | 'outboxPollMs'>> & { app: Pick<NodeConfig['app'], 'appUrl'> };

/**
 * The outbox dispatcher and the periodic jobs (event reminders, notification digests; with Razorpay, the donation
 * reconciler), as `npm start` and `npm run dispatcher` both run them: each job on its own timer,
 * so a slow payment service never holds up a mail or a push (ADR 0098).
 */
export function startDispatcher(opts: {
  sql: Sql;
  config: Config;
  clock: Clock;
  log: Logger;
  payments?: PaymentGateway;
  pollMs?: number;
  objects?: ObjectStore;
  /** The database's LISTEN: a new outbox row (migration 0049) starts a pass at once. */
  listen?: Listen;
}) {
  const { sql, config, clock, log, payments, objects, listen } = opts;
  const deliver = createDeliver({
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    secret: config.secrets.jwtSecret,
    appUrl: config.app.appUrl,
    sql,
    clock,
    push: { sql, vapid: config.vapid },
    photoFiles: objects
      ? {
          derive: derivePhotoJob({ sql, store: objects, clock, secret: config.secrets.jwtSecret, appUrl: config.app.appUrl }),
          remove: deletePhotoFilesJob(objects),
          stripLocation: stripLocationJob(sql, objects),
        }
      : undefined,
    dataExport: objects ? dataExportJob({ sql, store: objects, clock, secret: config.secrets.jwtSecret, appUrl: config.app.appUrl }) : undefined,
  });
  const dispatcher = createDispatcher({ sql, clock, deliver: deliver.deliver, log, pollMs: opts.pollMs ?? config.outboxPollMs });
  const jobs = createPeriodicJobs({
    clock,
    log,
    jobs: [
      eventReminderJob(sql, { secret: config.secrets.jwtSecret, appUrl: config.app.appUrl }),
      digestJob(sql, { secret: config.secrets.jwtSecret, appUrl: config.app.appUrl }),
      mentorshipJob(sql, { secret: config.secrets.jwtSecret, appUrl: config.app.appUrl }),
      eraseAccountsJob(sql, { secret: config.secrets.jwtSecret }),
      ...(objects ? [expireDataExportsJob(sql, objects)] : []),
      announcementJob(sql, { secret: config.secrets.jwtSecret, appUrl: config.app.appUrl, invitationsPerDay: config.invitationsPerDay ?? DEFAULT_INVITATIONS_PER_DAY }),
      ...(payments ? [reconcileJob(sql, payments, { secret: config.secrets.jwtSecret, appUrl: config.app.appUrl }, log)] : []),
    ],
  });
  dispatcher.start();
  jobs.start();
  const woken = listen?.('outbox', () => dispatcher.wake()).catch((err: unknown) => {
    log({ level: 'warn', msg: 'outbox LISTEN failed: rows go at the next poll', error: String(err) });
    return undefined;
  });
  return {
    /** Resolves once new rows wake the dispatcher (true), or it keeps to its poll (false). */
    listening: woken?.then(Boolean) ?? Promise.resolve(false),
    /** Stops both loops, waits for what is running, and closes the mail transport. */
    async stop() {
      await (await woken)?.unlisten();
      await Promise.all([dispatcher.stop(), jobs.stop()]);
      deliver.close();
    },
  };
}
