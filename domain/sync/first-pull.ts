/**
 * What a device filling an empty store pulls of the tables that grow with the years (ADR 0118):
 * a member's new phone gets what they use and keep offline, not a decade of a college. The rest is
 * read online (a question or a job opened by its link, search, older messages) and kept once read.
 * The device asks for its slice with `first=1` on every page until its first pull ends; a pull
 * without it (any client written to the spec) still gets every row.
 */
export const FIRST_PULL = {
  /** The newest questions, with their answers and comments; the member's own always. */
  questions: 1000,
  /** The newest jobs, and every job still open for applications; the member's own always. */
  jobs: 500,
  /** Events that ended at most this many days ago, and every upcoming one. */
  pastEventDays: 365,
} as const;

/** The pull's query parameter that asks for the slice. */
export const FIRST_PULL_PARAM = 'first';
