import type { MiddlewareHandler } from 'hono';

const declaresBody = (header: (name: string) => string | undefined) =>
  Number(header('content-length') ?? 0) > 0 || header('transfer-encoding') !== undefined;

/**
 * An answer given without reading the request's body (a 413 over the size limit, a 401 before an
 * upload is read) says `Connection: close`: the unread bytes still on the wire would otherwise be
 * taken for the next request, or the server would cut the connection under the client's feet. On
 * Node, edge-api/http/node-linger.ts then closes it gently; Workers manage connections themselves
 * (docs/decisions/0051-closing-after-an-unread-body.md).
 */
export const closeAfterUnreadBody: MiddlewareHandler = async (c, next) => {
  await next();
  if (declaresBody((name) => c.req.header(name)) && !c.req.raw.bodyUsed) c.header('Connection', 'close');
};
