import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { callerAddress, type TrustProxy } from './client-address.ts';

/** The caller's address on Node (@hono/node-server): the socket's, or a trusted proxy's header. */
export const nodeClientAddress =
  (trust: TrustProxy) =>
  (c: Context): string =>
    callerAddress(trust, getConnInfo(c).remote.address ?? 'unknown', (name) => c.req.header(name));
