import * as v from 'valibot';

// Invitations to join (issue 32; docs/decisions/0110-invitations.md): an announcement to graduates
// who never signed up reaches their roster e-mail with a link that signs them up in one screen.

/** How long an invitation's link works. */
export const INVITATION_TTL_DAYS = 30;
/** Invitations a server sends in a day unless INVITATIONS_PER_DAY says otherwise (the college's mail domain stays off spam lists). */
export const DEFAULT_INVITATIONS_PER_DAY = 500;

export const INVITATION_TEXTS = {
  invalid: 'This invitation link is not valid. Please sign up with your roll number instead.',
  used: 'This invitation link has been used already. Please log in, or sign up with your roll number.',
  expired: 'This invitation link has expired. Please sign up with your roll number instead.',
  joined: 'You have signed up already. Please log in.',
  unsubscribed: 'You will get no more invitations from the alumni portal.',
} as const;

export const AcceptInvitationSchema = v.object({ invite: v.pipe(v.string(INVITATION_TEXTS.invalid), v.regex(/^[A-Za-z0-9_-]{20,100}$/, INVITATION_TEXTS.invalid)) });

/** What the link proves, as the code check answers it: the roster record, and a signup token for it. */
export type AcceptedInvitation = {
  message: string;
  data: { fullName: string; email: string; gender: string; rollNumber: number; batch: string; branch: string; course: string; cgpa: number | null };
  signupToken: string;
};
