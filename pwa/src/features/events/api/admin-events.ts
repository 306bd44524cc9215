import type { AlumniEvent } from '#domain/events/event.ts';
import type { PersonCard } from '#domain/people/person-card.ts';
import type { FieldIssue } from '#domain/validation.ts';
import { api, HttpError, ParseError } from '#pwa/lib/api-client.ts';
import { loadErrorMessage } from '#pwa/lib/load-error.ts';
import { invalidateOnline } from '#pwa/hooks/use-online-query.ts';
import type { argsInput } from '../utils/event-form-values.ts';

// The admin's event writes go straight to REST (online, a desktop): each route runs the same
// server mutator a sync push would (docs/decisions/0091-event-tickets.md).

export const ADMIN_EVENTS_KEY = 'admin-events';
export const adminEventKey = (id: string) => `${ADMIN_EVENTS_KEY}/${id}`;

export type AdminResult = { ok: true; message: string; event?: AlumniEvent } | { ok: false; message: string; issues?: FieldIssue[] };

type Answer = { message?: string; event?: AlumniEvent } | null;

async function write(run: () => Promise<Answer>, fallback: string): Promise<AdminResult> {
  try {
    const body = await run();
    invalidateOnline(ADMIN_EVENTS_KEY);
    return { ok: true, message: body?.message ?? fallback, event: body?.event };
  } catch (error) {
    const issues = error instanceof HttpError && error.issues.length ? error.issues : undefined;
    return { ok: false, message: loadErrorMessage(error, 'This could not be saved. Please try again.'), issues };
  }
}

/** Upcoming and past, as the admin sees them (GET /api/events twice). */
export async function fetchAdminEvents(signal: AbortSignal): Promise<AlumniEvent[]> {
  const [upcoming, past] = await Promise.all(['upcoming', 'past'].map((when) => api.get<unknown>(`/api/events?when=${when}`, { signal })));
  if (!Array.isArray(upcoming) || !Array.isArray(past)) throw new ParseError();
  return [...(upcoming as AlumniEvent[]), ...(past as AlumniEvent[])];
}

export async function fetchAdminEvent(id: string, signal: AbortSignal): Promise<AlumniEvent> {
  const event = await api.get<AlumniEvent | null>(`/api/events/${encodeURIComponent(id)}`, { signal });
  if (typeof event?._id !== 'string') throw new ParseError();
  return event;
}

type Args = ReturnType<typeof argsInput>;

export const createEvent = (args: Args) => write(() => api.post<Answer>('/api/events', args), 'Event created');
export const updateEvent = ({ id, ...fields }: Args) => write(() => api.put<Answer>(`/api/events/${encodeURIComponent(id)}`, fields), 'Event updated');
export const cancelEvent = (id: string) => write(() => api.post<Answer>(`/api/events/${encodeURIComponent(id)}/cancel`), 'Event cancelled');
export const setEventHosts = (id: string, hostIds: string[]) => write(() => api.put<Answer>(`/api/events/${encodeURIComponent(id)}/hosts`, { hostIds }), 'Hosts saved');

/** Members by name or roll number, to name as hosts (POST /api/search, the directory's search). */
export async function searchMembers(query: string, signal: AbortSignal): Promise<PersonCard[]> {
  const body = await api.post<{ users?: unknown }>('/api/search', { query }, { signal });
  if (!Array.isArray(body?.users)) throw new ParseError();
  return body.users as PersonCard[];
}
