import type { TransactionSql } from 'postgres';
import { mergeChoices } from '#domain/notifications/notification-preferences.ts';
import { privacyOf, type Privacy } from '#domain/profile/privacy.ts';
import { serverMutator } from '../sync/mutator.ts';

// The own profile's contact and privacy writes (domain/profile/profile-mutations.ts). Each acts on
// the caller's own row; a change bumps its version, so the member's devices pull it.

type Json = Parameters<TransactionSql['json']>[0];

export const updatePrivacy = serverMutator('updatePrivacy', {
  roles: ['member'],
  async run(tx, sent, { user, now }) {
    await tx`insert into profiles (user_id) values (${user.id}) on conflict do nothing`;
    const [row] = await tx<{ privacy: Partial<Privacy> | null }[]>`select privacy from profiles where user_id = ${user.id} for update`;
    const chosen = Object.fromEntries(Object.entries(sent).filter(([, audience]) => audience !== undefined));
    const privacy = { ...privacyOf(row?.privacy), ...chosen };
    await tx`update profiles set privacy = ${tx.json(privacy as Json)}, updated_at = ${now} where user_id = ${user.id}`;
  },
});

export const updateNotificationSettings = serverMutator('updateNotificationSettings', {
  roles: ['member'],
  async run(tx, change, { user, now }) {
    await tx`insert into profiles (user_id) values (${user.id}) on conflict do nothing`;
    const [row] = await tx<{ channels: Record<string, never> }[]>`select notification_channels as channels from profiles where user_id = ${user.id} for update`;
    const channels = mergeChoices(row?.channels, change);
    await tx`
      update profiles set notification_channels = ${tx.json(channels as Json)}, notification_digest = coalesce(${change.digest ?? null}, notification_digest),
        -- A digest newly chosen covers what comes from now on, the first one a period later.
        last_digest_at = case when coalesce(${change.digest ?? null}, notification_digest) <> notification_digest then ${now} else last_digest_at end,
        updated_at = ${now}
      where user_id = ${user.id}`;
  },
});

export const updatePhone = serverMutator('updatePhone', {
  roles: ['member'],
  async run(tx, { phone }, { user, now }) {
    await tx`insert into profiles (user_id) values (${user.id}) on conflict do nothing`;
    await tx`update profiles set phone = ${phone}, updated_at = ${now} where user_id = ${user.id}`;
  },
});
