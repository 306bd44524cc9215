import { Hono } from 'hono';
import { DirectoryQuerySchema, SearchSchema } from '#domain/people/person-card.ts';
import type { AppDeps, AppEnv } from '#api/deps.ts';
import { requireUser } from '#api/auth/authenticate.ts';
import { claimAttempt } from '#api/auth/rate-limit.ts';
import { ApiError } from '#api/http/api-error.ts';
import { check, readJson } from '#api/http/read-body.ts';
import { directoryFilters, listDirectory } from '#api/people/list-directory.ts';
import { searchPeople } from '#api/people/search-people.ts';

// Typing sends a search once it settles (about 3 a second at most); this leaves room for that and
// stops a script walking the member list (docs/decisions/0075-people-search.md).
export const SEARCH_LIMIT = { max: 120, windowMs: 60_000 };
export const SEARCH_RATE_LIMITED = 'Too many searches. Please wait a minute and try again.';

/** POST /api/search {query} → {users}: people search for members and the admin. */
export function searchRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post('/', requireUser, async (c) => {
    const { query } = await readJson(c, SearchSchema);
    if (!query) return c.json({ users: [] });
    const viewer = c.var.user!;
    const now = deps.clock.now();
    const claim = await c.var.sql.begin((tx) => claimAttempt(tx, [{ bucket: `search:${viewer.id}`, ...SEARCH_LIMIT }], now));
    if (!claim.ok) {
      c.header('Retry-After', String(Math.ceil(claim.waitMs / 1000)));
      throw new ApiError(429, SEARCH_RATE_LIMITED, 'rate_limited');
    }
    return c.json({ users: await searchPeople(c.var.sql, query, viewer, now) });
  });
}

/** GET /api/people (the directory, paged) and GET /api/people/filters, for members and the admin. */
export function peopleRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/filters', requireUser, async (c) => c.json(await directoryFilters(c.var.sql)))
    .get('/', requireUser, async (c) => {
      const query = check(DirectoryQuerySchema, c.req.query());
      return c.json(await listDirectory(c.var.sql, query, c.var.user!, deps.clock.now()));
    });
}
