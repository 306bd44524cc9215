import { expect, type Page } from '@playwright/test';
import { letterTag } from '#api/admin/sample-workbook.ts';
import type { ReceivedMail } from '#api/test/smtp-sink.ts';

type Sink = { mails: ReceivedMail[]; waitFor(match: (m: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail> };

/** What the server prints on its first start: the demo admin and two roll numbers free to sign up. */
export function demoAccounts(output: string) {
  const admin = /Demo admin: (\S+)\s+password: (\S+)/.exec(output);
  const rolls = /Sign up as a student with roll number (\d+)(?: or (\d+))?/.exec(output);
  if (!admin || !rolls?.[2]) throw new Error(`The server did not print the demo accounts:\n${output}`);
  return { admin: { email: admin[1]!, password: admin[2]! }, rollNumbers: [rolls[1]!, rolls[2]] as const };
}

/** a•••@college.edu (as the API shows it) matches asha@college.edu. */
const matchesMasked = (address: string | undefined, masked: string) => {
  const [first, domain] = masked.split('•••@');
  return !!address && address.startsWith(first ?? '') && address.endsWith(`@${domain}`);
};

/** The code in the first code mail that arrived after `before` mails, to the masked address. */
export async function codeFromMail(smtp: Sink, before: number, masked: string): Promise<string> {
  // 30 s, not the sink's 10: a worker's first signup meets its server just started beside another on 2 cores.
  const mail = await smtp.waitFor(
    (m) => smtp.mails.indexOf(m) >= before && matchesMasked(m.to[0], masked) && m.text.includes('Your verification code is'),
    30_000,
  );
  const code = /Your verification code is (\d{6})/.exec(mail.text)?.[1];
  if (!code) throw new Error(`No code in the mail:\n${mail.text}`);
  return code;
}

/** POSTs JSON (with a bearer token if given) and answers the body; anything but 2xx throws. */
export async function postJson<T>(url: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as T;
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${JSON.stringify(json)}`);
  return json;
}

/**
 * A roster record of its own, added by the demo admin through the API: a student free to sign up.
 * The demo's two free roll numbers belong to accounts.spec.ts; the server is shared by every spec.
 */
export async function addRosterStudent(baseUrl: string, serverOutput: string, name: { first: string; last: string; batch?: string }) {
  const token = await adminToken(baseUrl, serverOutput);
  const rollNumber = String(500_000_000_000 + Math.floor(Math.random() * 99_000_000_000));
  const tag = letterTag(Math.floor(Math.random() * 26 ** 5) + 26 ** 4);
  const student = { fullName: `${name.first} ${name.last} ${tag}`, email: `${name.first}.${tag}@students.example.edu`.toLowerCase(), rollNumber };
  const record = { ...student, gender: 'Female', course: 'B.Tech', batch: name.batch ?? '2016-2020', branch: 'Computer Science', cgpa: 8.4 };
  await postJson(`${baseUrl}/api/admin/add-edit-Data`, record, token);
  return student;
}

// The demo admin's bearer token per server, signed in once a minute at most rather than once per
// member made (each sign-in is a password hash on the server: issue 52).
const adminTokens = new Map<string, { token: Promise<string>; at: number }>();

/** The demo admin's bearer token on the server at `baseUrl`. */
export function adminToken(baseUrl: string, serverOutput: string): Promise<string> {
  const kept = adminTokens.get(baseUrl);
  if (kept && Date.now() - kept.at < 60_000) return kept.token;
  const { admin } = demoAccounts(serverOutput);
  const token = postJson<{ token: string }>(`${baseUrl}/api/users/auth`, { rollNumberOrEmail: admin.email, password: admin.password, role: 'Admin' }).then((r) => r.token);
  adminTokens.set(baseUrl, { token, at: Date.now() });
  token.catch(() => adminTokens.delete(baseUrl));
  return token;
}

/** Creates a member the way the wizard does, through the API; returns the member's name. */
export async function signUpViaApi(baseUrl: string, smtp: Sink, rollNumber: string, password: string) {
  const post = (path: string, body?: unknown) => postJson<Record<string, unknown>>(`${baseUrl}${path}`, body);
  const before = smtp.mails.length;
  const sent = (await post(`/api/users/verify/${rollNumber}`)) as { data: { email: string } };
  const code = await codeFromMail(smtp, before, sent.data.email);
  const verified = (await post(`/api/users/verify/${rollNumber}/code`, { code })) as {
    data: { fullName: string };
    signupToken: string;
  };
  await post('/api/users', { signupToken: verified.signupToken, rollNumber, password });
  return verified.data.fullName;
}

export async function logIn(page: Page, id: string, password: string, role: 'Student / Alumni' | 'Admin' = 'Student / Alumni') {
  await page.goto('/login');
  await page.getByLabel('Login Type').selectOption(role);
  await page.getByLabel('Email Id / RollNumber').fill(id);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Login successful! Redirecting...' })).toBeVisible();
}

export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
export const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
