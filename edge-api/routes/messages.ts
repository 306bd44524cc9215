import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { conversationIdOf, MESSAGE_TEXTS as M } from '#domain/messages/message.ts';
import { queryInt } from '#domain/query-params.ts';
import type { AppDeps, AppEnv } from '#api/deps.ts';
import { requireRole } from '#api/auth/authenticate.ts';
import { ApiError } from '#api/http/api-error.ts';
import { pathId } from '#api/http/path-id.ts';
import { check, readJsonObject } from '#api/http/read-body.ts';
import * as mutators from '#api/messages/message-mutators.ts';
import { myConversations, olderMessages, toMessage, type MessageRow } from '#api/messages/message-view.ts';
import { callerContext, runMutator } from '#api/sync/mutator.ts';

const PageQuery = v.object({
  before: queryInt('before', 1, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER),
  limit: queryInt('limit', 1, 200, 100),
});

/**
 * Messages for a client without sync (issue 31): each write runs the server mutator a sync push
 * runs, so the rules, the order and exactly-once are the same. Members only: the alumni office is
 * reached through the Contact page.
 */
export function messageRoutes(deps: AppDeps) {
  const member = requireRole('member');
  const run = (c: Context<AppEnv>, mutator: Parameters<typeof runMutator>[1], args: unknown) => runMutator(c.var.sql, mutator, args, callerContext(c, deps));

  return new Hono<AppEnv>()
    .get('/', member, async (c) => c.json({ conversations: await myConversations(c.var.sql, c.var.user!, deps.clock.now()) }))
    .post('/', member, async (c) => {
      const body = await readJsonObject(c);
      const { id } = await runMutator(c.var.sql, mutators.sendMessage, { ...body, id: body.id ?? crypto.randomUUID() }, callerContext(c, deps));
      const [row] = await c.var.sql<MessageRow[]>`select id, conversation_id, sender_id, text, seq, sent_at, retracted_at, version, deleted_at from messages where id = ${id}`;
      return c.json({ message: toMessage(row!, c.var.user!.id) }, 201);
    })
    .put('/read-receipts', member, async (c) => {
      const { on } = await readJsonObject(c);
      await run(c, mutators.setReadReceipts, { on });
      return c.json({ readReceipts: on });
    })
    .put('/blocks/:userId', member, async (c) => {
      await run(c, mutators.blockMember, { userId: pathId(c.req.param('userId'), M.memberNotFound) });
      return c.json({ message: 'Member blocked' });
    })
    .delete('/blocks/:userId', member, async (c) => {
      await run(c, mutators.unblockMember, { userId: pathId(c.req.param('userId'), M.memberNotFound) });
      return c.json({ message: 'Member unblocked' });
    })
    .delete('/message/:messageId', member, async (c) => {
      await run(c, mutators.deleteMessage, { messageId: pathId(c.req.param('messageId'), M.notFound) });
      return c.json({ message: M.deleted });
    })
    .post('/message/:messageId/report', member, async (c) => {
      const body = await readJsonObject(c);
      await run(c, mutators.reportMessage, { id: body.id ?? crypto.randomUUID(), reason: body.reason, messageId: pathId(c.req.param('messageId'), M.notFound) });
      return c.json({ message: 'Thank you: the alumni office will look at this message' }, 201);
    })
    .get('/with/:userId', member, async (c) => {
      const userId = pathId(c.req.param('userId'), M.memberNotFound);
      return c.json({ conversationId: await conversationIdOf(c.var.user!.id, userId) });
    })
    .get('/:conversationId', member, async (c) => {
      const { before, limit } = check(PageQuery, c.req.query());
      const messages = await olderMessages(c.var.sql, c.var.user!, pathId(c.req.param('conversationId'), M.conversationNotFound), before, limit);
      if (!messages) throw new ApiError(404, M.conversationNotFound, 'not_found');
      return c.json({ messages });
    })
    .put('/:conversationId/read', member, async (c) => {
      const { upTo } = await readJsonObject(c);
      await run(c, mutators.markConversationRead, { conversationId: pathId(c.req.param('conversationId'), M.conversationNotFound), upTo });
      return c.json({ message: 'Marked as read' });
    });
}
