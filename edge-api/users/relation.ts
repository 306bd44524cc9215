import type { Sql } from 'postgres';
import type { Relation } from '#domain/profile/privacy.ts';
import type { Role } from '../deps.ts';

/** Who is looking: the signed-in user's id and role. */
export type Viewer = { id: string; role: Role };

/** What the privacy rules see in `viewer`, given whether the two are connected now. */
export const relationTo = (memberId: string, viewer: Viewer, connected: boolean | null | undefined): Relation =>
  memberId === viewer.id ? 'self' : viewer.role === 'admin' ? 'admin' : connected ? 'connection' : 'member';

/** A select column `connected`: whether the member in `column` is connected to `viewer` (migration 0014). */
export const connectedColumn = (sql: Sql, column: string, viewer: Viewer) => sql`are_connected(${sql.unsafe(column)}, ${viewer.id}) as connected`;
