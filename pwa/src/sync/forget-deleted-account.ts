import { forgetSyncedData } from './forget-member.ts';
import { stopSyncEngine } from './sync-engine.ts';

/**
 * A deleted account's device empties itself (issue 53, ADR 0141): the engine stops, then the synced
 * copy and the member's unsent changes go. Called after the session ended, by the deleting page or
 * by a refresh that learned the account is gone.
 */
export async function forgetDeletedAccount(userId: string) {
  await stopSyncEngine();
  await forgetSyncedData({ discardOutboxOf: userId });
}
