import { Hono } from 'hono';
import * as v from 'valibot';
import { MENTORSHIP_MESSAGES as M } from '#domain/mentorship/mentorship.ts';
import { MentorFiltersSchema } from '#domain/mentorship/mentorship-schemas.ts';
import { noNul } from '#domain/validation.ts';
import type { AppDeps, AppEnv } from '#api/deps.ts';
import { requireRole } from '#api/auth/authenticate.ts';
import { ApiError } from '#api/http/api-error.ts';
import { pathId } from '#api/http/path-id.ts';
import { check, readJsonObject } from '#api/http/read-body.ts';
import { mentorCardCache } from '#api/mentorship/mentor-card-cache.ts';
import { mentorCard, toMentorCard } from '#api/mentorship/mentor-card-view.ts';
import { mentorshipWhole, myMentorship, suggestMentors } from '#api/mentorship/mentorship-reads.ts';
import { saveMentorOffer } from '#api/mentorship/offer-mutators.ts';
import { answerMentorRequest, requestMentor } from '#api/mentorship/request-mutators.ts';
import { callerContext, runMutator } from '#api/sync/mutator.ts';

const SuggestQuery = v.object({
  ...MentorFiltersSchema.entries,
  goal: v.optional(v.pipe(v.string(), v.trim(), noNul<string>(), v.maxLength(500, 'The goal is at most 500 characters')), ''),
  limit: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,3}$/, 'Limit is a whole number from 1 to 200'), v.transform(Number), v.minValue(1, 'Limit is a whole number from 1 to 200'), v.maxValue(200, 'Limit is a whole number from 1 to 200')),
    '50',
  ),
});

/**
 * Mentorship (issue 54) under /api/mentorship, for members. Each write runs the server mutator of
 * the same name that a sync push runs; the rest of a mentorship's writes (milestones, sessions,
 * notes, the end, the rating) are synced writes only (POST /api/sync/push).
 */
export function mentorshipRoutes(deps: AppDeps) {
  const member = requireRole('member');
  const cards = mentorCardCache(deps.clock);
  return new Hono<AppEnv>()
    .get('/mentors', member, async (c) => c.json(await suggestMentors(c.var.sql, c.var.user!, check(SuggestQuery, c.req.query()), cards)))
    .get('/mine', member, async (c) => c.json(await myMentorship(c.var.sql, c.var.user!, deps.clock.now())))
    .put('/offer', member, async (c) => {
      await runMutator(c.var.sql, saveMentorOffer, await readJsonObject(c), callerContext(c, deps));
      const offer = await mentorCard(c.var.sql, c.var.user!, c.var.user!.id);
      return c.json({ message: M.offerSaved, offer: offer && toMentorCard(offer, c.var.user!, deps.clock.now()) });
    })
    .post('/requests', member, async (c) => {
      const body = await readJsonObject(c);
      const { id } = await runMutator(c.var.sql, requestMentor, { id: crypto.randomUUID(), ...body }, callerContext(c, deps));
      const request = (await myMentorship(c.var.sql, c.var.user!, deps.clock.now())).requests.find((r) => r._id === id);
      return c.json({ message: M.requestSent, request }, 201);
    })
    .put('/requests/:id', member, async (c) => {
      const requestId = pathId(c.req.param('id'), M.requestGone);
      const { decision } = await runMutator(c.var.sql, answerMentorRequest, { ...(await readJsonObject(c)), requestId }, callerContext(c, deps));
      const mine = await myMentorship(c.var.sql, c.var.user!, deps.clock.now());
      const request = mine.requests.find((r) => r._id === requestId);
      const mentorship = request?.mentorshipId ? mine.mentorships.find((m) => m._id === request.mentorshipId) : undefined;
      return c.json({ message: decision === 'accept' ? M.accepted : M.declined, request, ...(mentorship ? { mentorship } : {}) });
    })
    .get('/mentorships/:id', member, async (c) => {
      const whole = await mentorshipWhole(c.var.sql, c.var.user!, pathId(c.req.param('id'), M.notFound));
      if (!whole) throw new ApiError(404, M.notFound, 'not_found');
      return c.json(whole);
    });
}
