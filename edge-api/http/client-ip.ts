import type { Context } from 'hono';

/** The caller's address as the edge or a local proxy reports it; 'local' when nothing does. */
export const clientIp = (c: Context) =>
  c.req.header('cf-connecting-ip') ?? c.req.header('x-forwarded-for')?.split(',')[0]?.trim() ?? 'local';
