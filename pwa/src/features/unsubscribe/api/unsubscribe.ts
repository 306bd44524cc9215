import { KIND_LABELS } from '#domain/notifications/notification-preferences.ts';
import { api, HttpError } from '#pwa/lib/api-client.ts';

const NONE_MESSAGE = 'these e-mails';

/** What the link's token says it stops, in words, before asking the server (display only). */
export function whatTokenStops(token: string): string {
  try {
    const body = JSON.parse(atob(token.split('.')[0]!.replaceAll('-', '+').replaceAll('_', '/'))) as { k?: string };
    if (body.k === 'digest') return 'the digest e-mail';
    const label = KIND_LABELS[body.k as keyof typeof KIND_LABELS];
    return label ? `e-mails about ${label.toLowerCase()}` : NONE_MESSAGE;
  } catch {
    return NONE_MESSAGE;
  }
}

/**
 * The one-click unsubscribe, as a mail client sends it (RFC 8058): no session needed. `invitations`:
 * the token stops invitations to join, sent to an address with no account (issue 32).
 */
export async function unsubscribe(token: string, invitations = false) {
  try {
    const path = invitations ? '/api/invitations/unsubscribe' : '/api/notifications/unsubscribe';
    const done = await api.post<{ message: string }>(`${path}?token=${encodeURIComponent(token)}`);
    return { ok: true as const, message: done.message };
  } catch (error) {
    const message = error instanceof HttpError ? error.message : 'The server could not be reached. Try again when you are online.';
    return { ok: false as const, message };
  }
}
