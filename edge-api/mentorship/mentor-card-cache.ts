import type { Sql } from 'postgres';
import type { MentorCard } from '#domain/mentorship/mentorship.ts';
import type { Clock } from '../deps.ts';
import type { Viewer } from '../users/relation.ts';
import { requestableMentors, toMentorCard, type MentorCardRow } from './mentor-card-view.ts';

// GET /api/mentorship/mentors ranks every mentor a member may ask, some 3,000 at a college's size:
// reading and shaping them took ~150 ms a request (ADR 0147). They change rarely, so each app keeps
// them, keyed by the offers' newest version (a profile edit restamps its offer, migration 0048),
// and reads them again at most a minute later whatever happens (a name or roster edit, and the
// student/alumni label, which moves with the date). The cards stay the same objects between
// requests, so the ranking's per-card preparation (mentor-ranking.ts) is done once, not per request.

const MAX_AGE_MS = 60_000;
/** Nobody: reads each row as a member who is not connected to the mentor would. */
const NOBODY: Viewer = { id: '00000000-0000-0000-0000-000000000000', role: 'member' };

type Entry = {
  version: string;
  readAt: number;
  rows: MentorCardRow[];
  /** Each card as a member sees it. */
  cards: MentorCard[];
  /** Made when first asked: a card as a connection sees it (the work shown to connections, ADR 0100). */
  connectedCards: Map<string, MentorCard>;
};

export type MentorCardCache = (sql: Sql, viewer: Viewer) => Promise<MentorCard[]>;

/** The cards of every mentor `viewer` may ask, as `viewer` may see them; one cache per app. */
export function mentorCardCache(clock: Clock): MentorCardCache {
  let loading: { version: string; entry: Promise<Entry> } | undefined;

  const load = async (sql: Sql, version: string): Promise<Entry> => {
    const now = clock.now();
    const rows = await requestableMentors(sql, NOBODY);
    return { version, readAt: now.getTime(), rows, cards: rows.map((row) => toMentorCard(row, NOBODY, now)), connectedCards: new Map() };
  };

  return async (sql, viewer) => {
    const [probe] = await sql<{ version: string; connected: string[] }[]>`
      select (select coalesce(max(version), 0) from mentor_offers)::text as version,
        array(select case when k.user_low = ${viewer.id} then k.user_high else k.user_low end from connections k
          where (k.user_low = ${viewer.id} or k.user_high = ${viewer.id}) and k.status = 'connected' and k.deleted_at is null) as connected`;
    const { version, connected } = probe!;
    let entry = loading?.version === version ? await loading.entry.catch(() => undefined) : undefined;
    if (!entry || clock.now().getTime() - entry.readAt > MAX_AGE_MS) {
      const next = { version, entry: load(sql, version) };
      loading = next;
      entry = await next.entry.catch((error: unknown) => {
        if (loading === next) loading = undefined;
        throw error;
      });
    }
    if (!connected.length) return entry.cards;
    const mine = new Set(connected);
    const { rows, connectedCards } = entry;
    const now = clock.now();
    return entry.cards.map((card, i) => {
      if (!mine.has(card.userId)) return card;
      let seen = connectedCards.get(card.userId);
      if (!seen) connectedCards.set(card.userId, (seen = toMentorCard({ ...rows[i]!, connected: true }, NOBODY, now)));
      return seen;
    });
  };
}
