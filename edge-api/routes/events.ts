import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { EVENT_KINDS, EVENT_MESSAGES as M } from '#domain/events/event.ts';
import { noNul } from '#domain/validation.ts';
import type { AppDeps, AppEnv } from '#api/deps.ts';
import { requireRole, requireUser } from '#api/auth/authenticate.ts';
import { ApiError } from '#api/http/api-error.ts';
import { pathId } from '#api/http/path-id.ts';
import { check, readJsonObject } from '#api/http/read-body.ts';
import * as mutators from '#api/events/event-mutators.ts';
import { requireManager } from '#api/events/event-rows.ts';
import { eventById, guestsOf, listEvents, rsvpOf } from '#api/events/event-view.ts';
import { callerContext, runMutator } from '#api/sync/mutator.ts';

const ListQuery = v.object({
  when: v.optional(v.picklist(['upcoming', 'past'], 'Choose upcoming or past')),
  city: v.optional(v.pipe(v.string(), v.maxLength(80, 'City must be at most 80 characters'), noNul<string>())),
  online: v.optional(v.pipe(v.picklist(['true', 'false'], 'online is true or false'), v.transform((s) => s === 'true'))),
  kind: v.optional(v.picklist(EVENT_KINDS, M.kind)),
});

/**
 * Events (issue 16) under /api/events. Reads for every signed-in user; each write runs the server
 * mutator of the same name that a sync push runs (docs/decisions/0091-event-tickets.md).
 */
export function eventRoutes(deps: AppDeps) {
  const admin = requireRole('admin');
  const member = requireRole('member');
  const idOf = (c: Context<AppEnv>) => pathId(c.req.param('id'), M.notFound);
  const found = async (c: Context<AppEnv>, id: string) => {
    const event = await eventById(c.var.sql, c.var.user!, id);
    if (!event) throw new ApiError(404, M.notFound, 'not_found');
    return event;
  };

  return new Hono<AppEnv>()
    .get('/', requireUser, async (c) => c.json(await listEvents(c.var.sql, c.var.user!, deps.clock.now(), check(ListQuery, c.req.query()))))
    .get('/:id', requireUser, async (c) => c.json(await found(c, idOf(c))))
    .post('/', admin, async (c) => {
      const { id } = await runMutator(c.var.sql, mutators.createEvent, await readJsonObject(c), callerContext(c, deps));
      return c.json({ message: M.created, event: await found(c, id) }, 201);
    })
    .put('/:id', requireUser, async (c) => {
      const id = idOf(c);
      await runMutator(c.var.sql, mutators.updateEvent, { ...(await readJsonObject(c)), id }, callerContext(c, deps));
      return c.json({ message: M.updated, event: await found(c, id) });
    })
    .post('/:id/cancel', admin, async (c) => {
      const id = idOf(c);
      await runMutator(c.var.sql, mutators.cancelEvent, { id }, callerContext(c, deps));
      return c.json({ message: M.cancelled, event: await found(c, id) });
    })
    .put('/:id/hosts', admin, async (c) => {
      const id = idOf(c);
      await runMutator(c.var.sql, mutators.setEventHosts, { ...(await readJsonObject(c)), id }, callerContext(c, deps));
      return c.json({ message: M.hostsSaved, event: await found(c, id) });
    })
    .post('/:id/rsvp', member, async (c) => {
      const eventId = idOf(c);
      await runMutator(c.var.sql, mutators.rsvpEvent, { ...(await readJsonObject(c)), eventId }, callerContext(c, deps));
      const rsvp = (await rsvpOf(c.var.sql, c.var.user!.id, eventId))!;
      const message = { going: M.going, waitlisted: M.full, interested: M.interested, not_going: M.notGoing }[rsvp.status];
      return c.json({ message, rsvp, event: await found(c, eventId) });
    })
    .post('/:id/check-in', requireUser, async (c) => {
      const eventId = idOf(c);
      const body = await readJsonObject(c);
      const ticketId = typeof body.ticketId === 'string' ? body.ticketId : '';
      // Read before: a ticket checked in already is a duplicate, whatever time is kept.
      const [before] = await c.var.sql<{ checked_in_at: Date | null }[]>`
        select checked_in_at from event_rsvps where id = ${v.is(v.pipe(v.string(), v.uuid()), ticketId) ? ticketId : null} and event_id = ${eventId}`;
      await runMutator(c.var.sql, mutators.checkInTicket, { ...body, eventId }, callerContext(c, deps));
      const [after] = await c.var.sql<{ checked_in_at: Date }[]>`select checked_in_at from event_rsvps where id = ${ticketId}`;
      const duplicate = !!before?.checked_in_at;
      return c.json({ message: M.checkedIn, checkedInAt: after!.checked_in_at.toISOString(), duplicate });
    })
    .get('/:id/guests', requireUser, async (c) => {
      const id = idOf(c);
      await found(c, id);
      await requireManager(c.var.sql, id, c.var.user!);
      return c.json(await guestsOf(c.var.sql, id));
    });
}
