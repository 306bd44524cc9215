/**
 * Startup settings of every session on a Postgres server. JIT off: the app's queries are short, and
 * a planner estimate over `jit_above_cost` (a correlated subquery's, say) compiled one for 380 ms to
 * run it in 20 ms (ADR 0118).
 */
export const POSTGRES_SESSION = { jit: 'off' } as const;
