import {
  CONTACT_ERROR_MESSAGE,
  CONTACT_FAILED_MESSAGE,
  CONTACT_SENT_MESSAGE,
  type Contact,
} from '#domain/contact.ts';
import type { FieldIssue } from '#domain/validation.ts';
import { api, HttpError, ParseError } from '#pwa/lib/api-client.ts';

export type SendResult = { ok: true; message: string } | { ok: false; message: string; issues: FieldIssue[] };

/** POST /api/contactus/ and the toast texts of spec section 8 (Contact). */
export async function sendContactMessage(contact: Contact): Promise<SendResult> {
  try {
    const body = await api.post<{ message?: unknown } | null>('/api/contactus/', contact);
    const message = typeof body?.message === 'string' && body.message ? body.message : CONTACT_SENT_MESSAGE;
    return { ok: true, message };
  } catch (error) {
    // A 2xx with an unreadable body still means the message was stored.
    if (error instanceof ParseError) return { ok: true, message: CONTACT_SENT_MESSAGE };
    if (error instanceof HttpError) {
      return { ok: false, message: error.serverMessage ?? CONTACT_FAILED_MESSAGE, issues: error.issues };
    }
    return { ok: false, message: CONTACT_ERROR_MESSAGE, issues: [] };
  }
}
