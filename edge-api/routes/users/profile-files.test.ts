import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_FILE, PHOTO_MAX_BYTES, PHOTO_NOT_IMAGE, PHOTO_TOO_LARGE, RESUME_MAX_BYTES, RESUME_NOT_PDF, RESUME_TOO_LARGE } from '#domain/profile/profile-files.ts';
import { createTestDatabase, type TestDatabase } from '#api/test/test-db.ts';
import { createTestApp } from '#api/test/test-app.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, insertAdmin, signedInMember, signInAs } from '#api/test/people.ts';

let db: TestDatabase;
const api = () => createTestApp(db.sql);
type Who = { id: string; rollNumber: string; auth: Record<string, string> };
let asha: Who;
let vikram: Who;
let admin: Record<string, string>;

const signIn = (rollNumberOrEmail: string, password: string, role?: string) => signInAs(db.sql, rollNumberOrEmail, password, role);
const member = (fullName: string): Promise<Who> => signedInMember(db.sql, { fullName });

const bytesOf = (text: string, size = text.length): Uint8Array<ArrayBuffer> => {
  const out = new Uint8Array(size);
  out.set(new TextEncoder().encode(text).subarray(0, size));
  return out;
};
const PDF = bytesOf('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
const WEBP = bytesOf('RIFF\u0024\u0000\u0000\u0000WEBPVP8 \u0018\u0000\u0000\u0000', 44);
const HTML = bytesOf('<!doctype html><script>alert(document.cookie)</script>');
const SVG = bytesOf('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');

/** A multipart upload with the field `file`, as the browser sends it, under any name and declared type. */
async function upload(slot: 'resume' | 'photo', bytes: Uint8Array<ArrayBuffer>, auth: Record<string, string>, name = 'file.bin', type = 'application/octet-stream') {
  const form = new FormData();
  form.append('file', new File([bytes], name, { type }));
  const res = await api().app.request(`/api/users/${slot}`, { method: 'PUT', body: form, headers: auth });
  return { status: res.status, json: (await res.json()) as Record<string, any> };
}
const fetchFile = (path: string, auth: Record<string, string> = {}) => api().app.request(path, { headers: auth });
const profileAs = async (who: Who, viewer: Record<string, string>) => (await api().call('GET', `/api/users/${who.id}`, undefined, viewer)).json;

beforeAll(async () => {
  db = await createTestDatabase();
  await insertAdmin(db.sql);
  asha = await member('Asha Rao');
  vikram = await member('Vikram Das');
  admin = (await signIn(ADMIN_EMAIL, ADMIN_PASSWORD, 'Admin')).auth;
});
afterAll(() => db?.close());

describe('the resume', () => {
  it('a PDF is stored and served as a PDF, inline, never sniffed; by default only connections, the admin and the member see it', async () => {
    const res = await upload('resume', PDF, asha.auth, 'cv.pdf', 'application/pdf');
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('Updated successfully!');
    const url = res.json.profile.resume as string;
    expect(url).toMatch(new RegExp(`^/api/users/${asha.id}/resume\\?v=\\d+$`));

    for (const viewer of [asha.auth, admin]) {
      const served = await fetchFile(url, viewer);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('application/pdf');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('content-disposition')).toBe(`inline; filename="resume-${asha.rollNumber}.pdf"`);
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(PDF);
    }
    expect((await profileAs(asha, vikram.auth)).resume).toBeNull();
    expect((await fetchFile(url, vikram.auth)).status).toBe(404);
    expect((await fetchFile(url)).status).toBe(401);

    expect((await api().call('PUT', '/api/users/privacy', { resume: 'all' }, asha.auth)).status).toBe(200);
    expect((await profileAs(asha, vikram.auth)).resume).toBe(url);
    expect((await fetchFile(url, vikram.auth)).status).toBe(200);
  });

  it('an HTML file renamed to .pdf is refused, and the stored resume stays', async () => {
    const before = (await profileAs(asha, asha.auth)).resume;
    const res = await upload('resume', HTML, asha.auth, 'resume.pdf', 'application/pdf');
    expect([res.status, res.json.message]).toEqual([400, RESUME_NOT_PDF]);
    expect((await profileAs(asha, asha.auth)).resume).toBe(before);
    expect(new Uint8Array(await (await fetchFile(before, asha.auth)).arrayBuffer())).toEqual(PDF);
  });

  it('over 2 MB is a 413 in the form’s words, whether the body or only the file is too large', async () => {
    const justOver = bytesOf('%PDF-1.7\n', RESUME_MAX_BYTES + 1);
    expect((await upload('resume', justOver, asha.auth, 'big.pdf')).json).toMatchObject({ message: RESUME_TOO_LARGE });
    const res = await upload('resume', bytesOf('%PDF-1.7\n', RESUME_MAX_BYTES + 200_000), asha.auth, 'huge.pdf');
    expect([res.status, res.json.message]).toEqual([413, RESUME_TOO_LARGE]);
  });

  it('removing it leaves no resume to serve; no file is a 400; the admin and visitors cannot upload', async () => {
    const url = (await profileAs(asha, asha.auth)).resume as string;
    expect((await api().call('DELETE', '/api/users/resume', undefined, asha.auth)).json.profile.resume).toBeNull();
    expect((await fetchFile(url, asha.auth)).status).toBe(404);
    const empty = await api().app.request('/api/users/resume', { method: 'PUT', body: new FormData(), headers: asha.auth });
    expect([empty.status, ((await empty.json()) as { message: string }).message]).toEqual([400, NO_FILE]);
    expect((await upload('resume', PDF, admin)).status).toBe(403);
    expect((await upload('resume', PDF, {})).status).toBe(401);
  });
});

describe('the photo', () => {
  it('an image by its bytes is stored and shown to every member, in search results too', async () => {
    const res = await upload('photo', WEBP, vikram.auth, 'me.webp', 'image/webp');
    expect(res.status).toBe(200);
    const url = res.json.profile.profilePicture as string;
    expect((await profileAs(vikram, asha.auth)).profilePicture).toBe(url);
    const served = await fetchFile(url, asha.auth);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const [card] = (await api().call('POST', '/api/search', { query: 'Vikram Das' }, asha.auth)).json.users;
    expect(card.profilePicture).toBe(url);
  });

  it('an SVG or HTML named .png is refused; over 150 KB is a 413', async () => {
    for (const bytes of [SVG, HTML]) {
      const res = await upload('photo', bytes, vikram.auth, 'photo.png', 'image/png');
      expect([res.status, res.json.message]).toEqual([400, PHOTO_NOT_IMAGE]);
    }
    const big = new Uint8Array(PHOTO_MAX_BYTES + 1);
    big.set(WEBP);
    const res = await upload('photo', big, vikram.auth, 'big.webp', 'image/webp');
    expect([res.status, res.json.message]).toEqual([413, PHOTO_TOO_LARGE]);
    expect((await fetchFile(`/api/users/${vikram.id}/photo`, asha.auth)).headers.get('content-type')).toBe('image/webp');
  });
});
