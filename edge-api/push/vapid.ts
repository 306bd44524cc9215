import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import webpush from 'web-push';

/** The server's VAPID identity (RFC 8292): the public key browsers subscribe with, and its signer. */
export type Vapid = { publicKey: string; privateKey: string; subject: string };

/**
 * VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY / VAPID_SUBJECT from the environment; without them the
 * embedded default makes a key pair once, in DATA_DIR, so subscriptions survive a restart.
 */
export async function loadVapid(env: NodeJS.ProcessEnv, dataDir: string, supportEmail: string): Promise<Vapid> {
  const subject = env.VAPID_SUBJECT || `mailto:${supportEmail}`;
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  const file = join(dataDir, 'vapid.json');
  try {
    const stored = JSON.parse(await readFile(file, 'utf8')) as Omit<Vapid, 'subject'>;
    return { ...stored, subject };
  } catch {
    const keys = webpush.generateVAPIDKeys();
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, JSON.stringify(keys), { mode: 0o600 });
    return { ...keys, subject };
  }
}
