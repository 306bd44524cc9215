import { deflateSync } from 'node:zlib';
import { expect, type Page } from '@playwright/test';
import { encode } from 'uqr';
import type { AlumniEvent, EventGuest, EventRsvp } from '#domain/events/event.ts';
import { postJson } from './accounts.ts';
import { apiLogin, type Member } from './jobs-helpers.ts';

const inDays = (days: number, hour: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
};

/** POST /api/events as the admin: a meetup in Pune two days from now, unless told otherwise. */
export async function createEventViaApi(baseUrl: string, token: string, fields: Partial<AlumniEvent> & { title: string }) {
  const body = {
    id: crypto.randomUUID(),
    description: 'An evening with batchmates, faculty and a short talk.\nDinner follows.',
    agenda: [
      { time: '18:30', title: 'Welcome' },
      { time: '19:00', title: 'Talk: ten years on' },
    ],
    kind: 'meetup',
    startsAt: inDays(2, 13),
    endsAt: inDays(2, 16),
    online: false,
    city: 'Pune',
    venue: 'Alumni Hall, Westbrook Campus',
    capacity: 10,
    ...fields,
  };
  return (await postJson<{ event: AlumniEvent }>(`${baseUrl}/api/events`, body, token)).event;
}

export async function setHostsViaApi(baseUrl: string, token: string, eventId: string, hostIds: string[]) {
  const res = await fetch(`${baseUrl}/api/events/${eventId}/hosts`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ hostIds }),
  });
  if (!res.ok) throw new Error(`PUT hosts answered ${res.status}: ${await res.text()}`);
}

/** A member's RSVP through REST: their row, with the signed ticket when going. */
export async function rsvpViaApi(baseUrl: string, member: Member, eventId: string, status = 'going') {
  const { token } = await apiLogin(baseUrl, member.rollNumber, member.password);
  return (await postJson<{ rsvp: EventRsvp }>(`${baseUrl}/api/events/${eventId}/rsvp`, { status }, token)).rsvp;
}

export async function guestsViaApi(baseUrl: string, member: Member, eventId: string): Promise<EventGuest[]> {
  const { token } = await apiLogin(baseUrl, member.rollNumber, member.password);
  const res = await fetch(`${baseUrl}/api/events/${eventId}/guests`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`GET guests answered ${res.status}`);
  return (await res.json()) as EventGuest[];
}

// A PNG of a QR code, written here so the test feeds the screen a real image file.
const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), 8 + data.length);
  return out;
};

/** An 8-bit greyscale PNG of `text` as a QR code, `scale` pixels a module. */
export function qrPng(text: string, scale = 8): Buffer {
  const { data } = encode(text, { ecc: 'M', border: 4 });
  const size = data.length * scale;
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(size + 1); // filter byte 0, then one byte a pixel
    for (let x = 0; x < size; x++) row[x + 1] = data[Math.floor(y / scale)]![Math.floor(x / scale)] ? 0 : 255;
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))]);
}

/**
 * A Y4M video (what Chromium's fake camera plays, looping) of `text` as a QR code on a grey
 * background: one greyscale frame, chroma planes neutral.
 */
export function qrY4m(text: string, width = 640, height = 480): Buffer {
  const { data } = encode(text, { ecc: 'M', border: 4 });
  const scale = Math.floor(Math.min(width, height) / data.length);
  const left = Math.floor((width - data.length * scale) / 2);
  const top = Math.floor((height - data.length * scale) / 2);
  const luma = Buffer.alloc(width * height, 200);
  for (let y = 0; y < data.length * scale; y++)
    for (let x = 0; x < data.length * scale; x++) luma[(top + y) * width + left + x] = data[Math.floor(y / scale)]![Math.floor(x / scale)] ? 16 : 235;
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  return Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\nFRAME\n`, 'ascii'), luma, chroma]);
}

/** An .ics file's properties by name (lines unfolded, first VEVENT). */
export function parseIcs(text: string): Record<string, string> {
  expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n').filter(Boolean);
  const props: Record<string, string> = {};
  for (const line of lines.slice(lines.indexOf('BEGIN:VEVENT') + 1, lines.indexOf('END:VEVENT'))) {
    const colon = line.indexOf(':');
    props[line.slice(0, colon)] = line.slice(colon + 1);
  }
  return props;
}

export const eventCard = (page: Page, title: string) => page.getByRole('article').filter({ has: page.getByRole('link', { name: title, exact: true }) });
