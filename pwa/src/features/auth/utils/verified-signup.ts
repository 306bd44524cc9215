import type { Verified } from '../api/verify-code.ts';

/**
 * A signup verified through the link in the code e-mail (docs/decisions/0056), handed to the
 * wizard: in this tab, which goes on to /signup, and in any other open tab of the same signup.
 */
export type VerifiedSignup = { rollNumber: string; verified: Verified };

const CHANNEL = 'alumni-portal-signup';
let pending: VerifiedSignup | null = null;

export function handOffVerified(signup: VerifiedSignup) {
  pending = signup;
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage(signup);
  channel.close();
}

/** The signup this tab verified, for the wizard to start from; `clearVerified` once it has. */
export const pendingVerified = () => pending;
export function clearVerified() {
  pending = null;
}

/** Calls back when another tab verifies a signup; returns the unsubscribe. */
export function onVerifiedElsewhere(callback: (signup: VerifiedSignup) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<VerifiedSignup>) => callback(event.data);
  return () => channel.close();
}
