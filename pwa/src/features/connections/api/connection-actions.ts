import { toast } from '#pwa/lib/toast.ts';
import { connectionIdOf } from '#domain/connections/connection-id.ts';
import { CONNECTION_MESSAGES as M, type Connection } from '#domain/connections/connection.ts';
import type { PersonCard } from '#domain/people/person-card.ts';
import { enqueue } from '#pwa/sync/enqueue.ts';
import { localDb } from '#pwa/sync/local-db.ts';
import { localSaveFailure } from '#pwa/sync/storage-error.ts';

// Each action is a queued mutation (docs/adding-a-synced-write.md): the row changes on this device
// at once, online or not, and the engine sends it. The spec only logs failures of accept and reject;
// here the member is told (docs/decisions/0078-connections.md). A refusal by the server arrives
// later, through the sync status bar, with its reason.

const ACTION_FAILED = 'This could not be saved on this device. Please try again.';

async function run(action: () => Promise<void>, success: string, failure = ACTION_FAILED): Promise<boolean> {
  try {
    await action();
    toast.success(success);
    return true;
  } catch (error) {
    toast.error(localSaveFailure(error, failure));
    return false;
  }
}

const now = () => new Date().toISOString();

/** Connect: a request, or, when they asked first, the connection itself. */
export const sendRequest = (meId: string, person: PersonCard) =>
  run(async () => {
    const id = await connectionIdOf(meId, person._id);
    const theirs = await localDb.connections.get(id);
    const row: Connection =
      theirs?.status === 'pending' && theirs.direction === 'received'
        ? { ...theirs, status: 'connected', connectedAt: now() }
        : { _id: id, status: 'pending', direction: 'sent', user: person, requestedAt: now(), connectedAt: null };
    await enqueue({
      userId: meId,
      name: 'connectUser',
      args: { userId: person._id },
      writes: [{ table: 'connections', key: id, value: row }],
      label: `Connection request to ${person.fullName}`,
    });
  }, M.sent);

export const acceptRequest = (meId: string, request: Connection) =>
  run(
    () =>
      enqueue({
        userId: meId,
        name: 'acceptConnection',
        args: { connectionId: request._id },
        writes: [{ table: 'connections', key: request._id, value: { ...request, status: 'connected', connectedAt: now() } }],
        label: `Accept ${request.user.fullName}`,
      }),
    M.accepted,
  );

export const rejectRequest = (meId: string, request: Connection) =>
  run(
    () =>
      enqueue({
        userId: meId,
        name: 'rejectConnection',
        args: { connectionId: request._id },
        writes: [{ table: 'connections', key: request._id, value: null }],
        label: `Reject ${request.user.fullName}`,
      }),
    M.rejected,
  );

/** Ends a connection, or withdraws a request this member sent. */
export const removeConnection = (meId: string, connection: Connection) =>
  run(
    () =>
      enqueue({
        userId: meId,
        name: 'removeConnection',
        args: { userId: connection.user._id },
        writes: [{ table: 'connections', key: connection._id, value: null }],
        label: `${connection.status === 'connected' ? 'Remove' : 'Withdraw request to'} ${connection.user.fullName}`,
      }),
    connection.status === 'connected' ? M.removed : 'Connection request withdrawn',
    connection.status === 'connected' ? M.removeFailed : ACTION_FAILED,
  );
