import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import pkg from '../package.json' with { type: 'json' };
import type { AppConfig } from './deps.ts';
import { parseTrustProxy, type TrustProxy } from './http/client-address.ts';
import { loadVapid, type Vapid } from './push/vapid.ts';
import { DEFAULT_INVITATIONS_PER_DAY } from '#domain/announcements/invitation.ts';
import type { RazorpayConfig } from './donations/razorpay-gateway.ts';
import { s3ConfigFromEnv, type S3ObjectStoreOptions } from './storage/s3-object-store.ts';
import { parseBackupAt } from './backup/backup-retention.ts';

export type NodeConfig = {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  smtpUrl?: string;
  mailFrom: string;
  adminEmail?: string;
  adminPassword?: string;
  /** Whose word to take for the caller's address (README: TRUST_PROXY). */
  trustProxy: TrustProxy;
  secrets: Secrets;
  /** Web Push keys (README: VAPID_*), made once in DATA_DIR when the environment has none. */
  vapid: Vapid;
  /** Razorpay (README: RAZORPAY_*): all three secrets, or donations are off. */
  razorpay?: RazorpayConfig;
  /** Invitations to join sent in a day at most (README: INVITATIONS_PER_DAY). */
  invitationsPerDay: number;
  /** Memory Lane's bucket (README: S3_*); unset, its files live in DATA_DIR/objects. */
  s3?: S3ObjectStoreOptions;
  /** How often the outbox is looked at, in ms (README: OUTBOX_POLL_MS; 1000 by default, 20 at least). */
  outboxPollMs: number;
  /** The embedded database's daily backup, 'HH:MM' UTC, or null (README: BACKUP_AT). */
  backupAt: string | null;
  /** Where each daily backup is copied (README: BACKUP_S3_*). */
  backupCopy?: S3ObjectStoreOptions;
  /** The bearer token GET /metrics asks for (README: METRICS_TOKEN); unset, there are no metrics. */
  metricsToken?: string;
  app: AppConfig;
};

export type Secrets = { jwtSecret: string };

/** This app's version (package.json). */
export const APP_VERSION = pkg.version;

/** Where the embedded database and the generated secrets live. */
export const dataDirFrom = (env: NodeJS.ProcessEnv) => resolve(env.DATA_DIR ?? './data');

/** Reads the environment (README lists every variable). */
export async function readNodeConfig(env = process.env): Promise<NodeConfig> {
  const port = Number(env.PORT ?? 8080);
  const host = env.HOST ?? '0.0.0.0';
  const dataDir = dataDirFrom(env);
  const trustProxy = parseTrustProxy(env.TRUST_PROXY);
  const secrets = await loadSecrets(env, dataDir);
  const supportEmail = env.SUPPORT_EMAIL ?? 'support@alumni.example.edu';
  const vapid = await loadVapid(env, dataDir, supportEmail);
  return {
    port,
    host,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Alumni Portal <no-reply@alumni.example.edu>',
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    trustProxy,
    secrets,
    vapid,
    razorpay: razorpayFrom(env),
    invitationsPerDay: wholeNumber(env.INVITATIONS_PER_DAY) ?? DEFAULT_INVITATIONS_PER_DAY,
    s3: s3ConfigFromEnv(env),
    outboxPollMs: Math.max(20, wholeNumber(env.OUTBOX_POLL_MS) ?? 1000),
    backupAt: parseBackupAt(env.BACKUP_AT),
    backupCopy: s3ConfigFromEnv(env, 'BACKUP_S3_'),
    metricsToken: env.METRICS_TOKEN?.trim() || undefined,
    app: {
      version: pkg.version,
      // Links in e-mails must reach the server: by default, the address it listens on.
      appUrl: (env.APP_URL || servedUrl(host, port)).replace(/\/+$/, ''),
      supportEmail,
      bodyLimitBytes: 64 * 1024,
      jwtSecret: secrets.jwtSecret,
      vapidPublicKey: vapid.publicKey,
      trustProxy,
    },
  };
}

/** A whole number from 0 up, or undefined for anything else (the default then holds). */
const wholeNumber = (text: string | undefined) => (text && /^\d{1,7}$/.test(text) ? Number(text) : undefined);

function razorpayFrom(env: NodeJS.ProcessEnv): RazorpayConfig | undefined {
  const { RAZORPAY_KEY_ID: keyId, RAZORPAY_KEY_SECRET: keySecret, RAZORPAY_WEBHOOK_SECRET: webhookSecret } = env;
  if (!keyId || !keySecret || !webhookSecret) return undefined;
  return { keyId, keySecret, webhookSecret, apiUrl: env.RAZORPAY_API_URL || undefined };
}

// Listening on every interface: from the machine itself, localhost reaches it.
const ALL_INTERFACES = new Set(['0.0.0.0', '::', '']);

/** The URL a server listening on `host`:`port` is reachable at. */
export function servedUrl(host: string, port: number): string {
  const name = ALL_INTERFACES.has(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/** Secrets come from the environment; the embedded default makes its own once, in DATA_DIR. */
async function loadSecrets(env: NodeJS.ProcessEnv, dataDir: string): Promise<Secrets> {
  if (env.JWT_SECRET) return { jwtSecret: env.JWT_SECRET };
  const file = join(dataDir, 'secrets.json');
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Secrets;
  } catch {
    const secrets: Secrets = { jwtSecret: randomBytes(32).toString('base64url') };
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, JSON.stringify(secrets), { mode: 0o600 });
    return secrets;
  }
}
