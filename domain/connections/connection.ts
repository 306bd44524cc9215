import * as v from 'valibot';
import type { PersonCard } from '../people/person-card.ts';

/** A request waits ('pending') until the other member accepts it ('connected'). */
export type ConnectionStatus = 'pending' | 'connected';

/**
 * A member's request or connection as their devices keep it (the synced table `connections`), seen
 * from that member's side: who the other member is, and who asked.
 */
export type Connection = {
  _id: string;
  status: ConnectionStatus;
  /** 'sent': this member asked; 'received': the other member did. */
  direction: 'sent' | 'received';
  /** The other member, as they allow this member to see them. */
  user: PersonCard;
  requestedAt: string;
  connectedAt: string | null;
};

/** The spec's connection status of a profile for the viewer (section 3). */
export type ProfileConnectionStatus = 'connect' | 'pending' | 'received' | 'connected';

export function profileStatus(connection: Pick<Connection, 'status' | 'direction'> | undefined): ProfileConnectionStatus {
  if (!connection) return 'connect';
  if (connection.status === 'connected') return 'connected';
  return connection.direction === 'sent' ? 'pending' : 'received';
}

/** GET /api/connectUser/getStatus/{userId}. */
export type ConnectionStatusReply = { status: ProfileConnectionStatus; connectionId: string; connectionsCount: number };

/** GET /api/connectUser/requests: the spec's request, its sender as a user object. */
export type ConnectionRequest = { _id: string; senderUserId: PersonCard; requestedAt: string };

/** Requests a member may send in a day (issue 13): plenty for people, too few to spam everyone. */
export const DAILY_REQUEST_LIMIT = 50;

export const CONNECTION_MESSAGES = {
  sent: 'Connection request sent',
  accepted: 'Connection request accepted',
  rejected: 'Connection request rejected',
  removed: 'Connection removed successfully', // spec section 8
  removeFailed: 'Failed to remove connection', // spec section 8
  memberNotFound: 'Member not found',
  self: 'You cannot connect with yourself',
  alreadySent: 'You have already sent a connection request to this member',
  alreadyConnected: 'You are already connected with this member',
  requestGone: 'This connection request was withdrawn or has already been answered',
  ownRequest: 'You cannot answer your own connection request',
  notConnected: 'You are not connected with this member',
  blocked: 'You cannot connect with this member',
  tooMany: `You have sent ${DAILY_REQUEST_LIMIT} connection requests today. Please try again tomorrow.`,
} as const;

const id = (message: string) => v.pipe(v.string(message), v.uuid(message));

/** connectUser (spec: POST connect/{id}): ask a member to connect; if they asked first, you are connected. */
export const ConnectArgsSchema = v.object({ userId: id(CONNECTION_MESSAGES.memberNotFound) });
/** acceptConnection / rejectConnection (spec: PUT accept|reject/{connectionId}). */
export const ConnectionIdArgsSchema = v.object({ connectionId: id(CONNECTION_MESSAGES.requestGone) });
/** removeConnection (spec: DELETE remove/{userId}): ends a connection, or withdraws or declines a request. */
export const RemoveConnectionArgsSchema = v.object({ userId: id(CONNECTION_MESSAGES.notConnected) });
