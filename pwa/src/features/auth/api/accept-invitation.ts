import type { AcceptedInvitation } from '#domain/announcements/invitation.ts';
import { api, HttpError } from '#pwa/lib/api-client.ts';
import type { Verified } from './verify-code.ts';

export type InvitationResult = { ok: true; rollNumber: string; verified: Verified } | { ok: false; message: string };

/** POST /api/users/invitation: the invitation mail's link verifies the roll number, as a code would (issue 32). */
export async function acceptInvitation(invite: string): Promise<InvitationResult> {
  try {
    const body = await api.post<AcceptedInvitation>('/api/users/invitation', { invite });
    return { ok: true, rollNumber: String(body.data.rollNumber), verified: { code: '', record: body.data, signupToken: body.signupToken } };
  } catch (error) {
    return { ok: false, message: error instanceof HttpError && error.serverMessage ? error.serverMessage : 'The invitation could not be checked. Please try again when you are online.' };
  }
}
