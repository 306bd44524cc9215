import { defineMutations } from '../sync/define-mutations.ts';
import { ConnectArgsSchema, ConnectionIdArgsSchema, RemoveConnectionArgsSchema } from './connection.ts';

/** A member's connection writes (spec section 7, Connections), each queued offline like the rest. */
export const connectionMutations = defineMutations({
  connectUser: { args: ConnectArgsSchema },
  acceptConnection: { args: ConnectionIdArgsSchema },
  rejectConnection: { args: ConnectionIdArgsSchema },
  removeConnection: { args: RemoveConnectionArgsSchema },
});
