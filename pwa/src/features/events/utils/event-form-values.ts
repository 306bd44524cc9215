import { CreateEventArgsSchema, EVENT_MESSAGES, type AgendaItem, type AlumniEvent } from '#domain/events/event.ts';
import { parseWith, type ParseResult } from '#domain/validation.ts';

// The admin's event form keeps strings (what the inputs hold) and turns them into createEvent's
// args: datetime-local values become instants with this device's offset, the agenda is one line
// per item ('18:30 Welcome').

export const EVENT_FORM_FIELDS = ['title', 'description', 'kind', 'batch', 'startsAt', 'endsAt', 'online', 'city', 'venue', 'mapUrl', 'joinUrl', 'capacity', 'agenda'] as const;
export type EventFormValues = Record<(typeof EVENT_FORM_FIELDS)[number], string>;

export const EMPTY_EVENT_FORM: EventFormValues = {
  title: '', description: '', kind: 'meetup', batch: '', startsAt: '', endsAt: '', online: '', city: '', venue: '', mapUrl: '', joinUrl: '', capacity: '', agenda: '',
};

const pad = (n: number) => String(Math.abs(n)).padStart(2, '0');

/** '2026-12-20T18:30' (a datetime-local value, this device's zone) → '2026-12-20T18:30:00+05:30'. */
export function localToIso(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return value; // the schema says what is wrong
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const offset = -date.getTimezoneOffset(); // minutes east of UTC at that date (summer time counts)
  return `${value}:00${offset >= 0 ? '+' : '-'}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
}

/** An instant → the datetime-local value showing it in this device's zone. */
export function isoToLocal(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** '18:30 Welcome' per line; a line without a time keeps its text so the schema can name it. */
export const agendaOf = (text: string): AgendaItem[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const match = /^(\d{1,2}:\d{2})\s*[-–]?\s*(.*)$/.exec(line);
      return match ? { time: match[1]!.padStart(5, '0'), title: match[2]! } : { time: '', title: line };
    });

export const agendaText = (agenda: AgendaItem[]) => agenda.map((item) => `${item.time} ${item.title}`).join('\n');

export function valuesOf(event: AlumniEvent): EventFormValues {
  return {
    title: event.title, description: event.description, kind: event.kind, batch: event.batch ?? '',
    startsAt: isoToLocal(event.startsAt), endsAt: isoToLocal(event.endsAt), online: event.online ? 'true' : '',
    city: event.city, venue: event.venue, mapUrl: event.mapUrl ?? '', joinUrl: event.joinUrl ?? '',
    capacity: event.capacity === null ? '' : String(event.capacity), agenda: agendaText(event.agenda),
  };
}

export const argsInput = (values: EventFormValues, id: string) => ({
  id,
  title: values.title,
  description: values.description,
  kind: values.kind,
  batch: values.batch || null,
  startsAt: localToIso(values.startsAt),
  endsAt: localToIso(values.endsAt),
  online: values.online === 'true',
  city: values.online === 'true' ? '' : values.city,
  venue: values.venue,
  mapUrl: values.mapUrl || null,
  joinUrl: values.joinUrl || null,
  capacity: values.capacity.trim() === '' ? null : Number(values.capacity),
  agenda: agendaOf(values.agenda),
});

/** The schema's check, with an agenda item's message shown under the agenda box. */
export function checkEventForm(values: EventFormValues, id: string): ParseResult<ReturnType<typeof argsInput>> {
  const result = parseWith(CreateEventArgsSchema, argsInput(values, id));
  if (result.ok) return { ok: true, value: argsInput(values, id) };
  const issues = result.issues.map((i) => (i.path.startsWith('agenda') ? { path: 'agenda', message: EVENT_MESSAGES.agenda } : i));
  return { ...result, issues };
}
