import type { Relation } from '#domain/profile/privacy.ts';
import type { Role } from '../deps.ts';

/** Who is looking: the signed-in user's id and role. */
export type Viewer = { id: string; role: Role };

// Connections arrive with their own issue; until then nobody is anyone's connection.
export const relationTo = (memberId: string, viewer: Viewer): Relation =>
  memberId === viewer.id ? 'self' : viewer.role === 'admin' ? 'admin' : 'member';
