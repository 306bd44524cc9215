import * as v from 'valibot';
import { noNul } from '../validation.ts';

// Who may see what of a member's profile (issue 12; docs/decisions/0074-profile-privacy.md). The
// server applies it to every response that carries another member's data; the client only edits it.

export const AUDIENCES = ['all', 'connections', 'only-me'] as const;
export type Audience = (typeof AUDIENCES)[number];
export const AUDIENCE_LABELS: Record<Audience, string> = { all: 'All members', connections: 'My connections', 'only-me': 'Only me' };

/**
 * `company` covers the member's work: the current position, company and duration and every
 * previous job (the city stays, as the directory filters by it). `donation` is the Donation tile,
 * the rupees the member has given (docs/decisions/0100-donation-and-work-privacy.md).
 */
export const PRIVACY_FIELDS = ['email', 'phone', 'company', 'resume', 'donation'] as const;
export type PrivacyField = (typeof PRIVACY_FIELDS)[number];
export type Privacy = Record<PrivacyField, Audience>;
export const PRIVACY_LABELS: Record<PrivacyField, string> = {
  email: 'E-mail',
  phone: 'Phone',
  company: 'Position and companies',
  resume: 'Resume',
  donation: 'Donation total',
};

export const DEFAULT_PRIVACY: Privacy = { email: 'connections', phone: 'only-me', company: 'all', resume: 'connections', donation: 'only-me' };

/** The viewer as the rules see them: the member, the admin, a connection, or another member. */
export type Relation = 'self' | 'admin' | 'connection' | 'member';

export function mayView(audience: Audience, relation: Relation): boolean {
  if (relation === 'self' || relation === 'admin') return true;
  if (audience === 'all') return true;
  return audience === 'connections' && relation === 'connection';
}

/** A stored setting, completed with the defaults (a setting never chosen is the default). */
export const privacyOf = (stored: Partial<Privacy> | null | undefined): Privacy => ({ ...DEFAULT_PRIVACY, ...(stored ?? {}) });

const audience = v.optional(v.picklist(AUDIENCES, 'Choose who may see this'));
/** updatePrivacy: the settings sent change, the others stay. */
export const PrivacyUpdateSchema = v.object({
  email: audience,
  phone: audience,
  company: audience,
  resume: audience,
  donation: audience,
});

const PHONE_MESSAGE = 'Enter a phone number of 7 to 15 digits (+, spaces, - and () allowed)';
/** updatePhone: an optional phone number; empty removes it. */
export const PhoneSchema = v.object({
  phone: v.optional(
    v.pipe(
      v.string(PHONE_MESSAGE),
      v.trim(),
      noNul<string>(),
      v.maxLength(25, PHONE_MESSAGE),
      v.check((p) => p === '' || (/^\+?[\d\s\-()]+$/.test(p) && (p.match(/\d/g)?.length ?? 0) >= 7 && (p.match(/\d/g)?.length ?? 0) <= 15), PHONE_MESSAGE),
    ),
    '',
  ),
});
