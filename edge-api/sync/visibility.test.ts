import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useSyncFixture } from '../test/sync-fixture.ts';
import { pullChanges, type SyncedTable, type VersionedRow } from './pull.ts';

// Per-member visibility with a rule made up for the test: a note is visible to its owner and to
// members it is shared with. Sharing lives in another table, so sharing or unsharing does not
// change the note itself: a trigger re-stamps it (the recipe in docs/adding-a-synced-write.md).

const fx = useSyncFixture();
type Note = { _id: string; body: string };

const notesTable: SyncedTable<Note, VersionedRow & { body: string }> = {
  changedSince: (tx, user, cursor, limit) =>
    tx<(VersionedRow & { body: string })[]>`
      select n.id, n.body, n.version, n.deleted_at,
        (n.owner = ${user.id} or exists (select 1 from note_shares s where s.note_id = n.id and s.user_id = ${user.id})) as visible
      from notes n where n.version > ${cursor} order by n.version limit ${limit}`,
  toClient: (r) => ({ _id: r.id, body: r.body }),
};

beforeAll(async () => {
  await fx.db.sql.unsafe(`
    create table notes (id uuid primary key, owner uuid not null, body text not null, deleted_at timestamptz,
      version bigint not null default 0);
    create trigger notes_bump_version before insert or update on notes for each row execute function bump_sync_version();
    create table note_shares (note_id uuid not null references notes (id), user_id uuid not null, primary key (note_id, user_id));
    create function restamp_shared_note() returns trigger language plpgsql as $$
    begin
      update notes set version = version where id = coalesce(new.note_id, old.note_id);
      return null;
    end $$;
    create trigger note_shares_restamp after insert or delete on note_shares for each row execute function restamp_shared_note();`);
});

/** A device: its cursor and the notes it holds, kept up to date by pulls as the client engine does. */
function device(who: 'a' | 'b') {
  const held = new Map<string, Note>();
  let cursor = 0;
  return {
    held,
    async pull() {
      for (;;) {
        const user = { id: fx.userId[who], role: 'member' as const, sessionId: randomUUID() };
        const page = await pullChanges(fx.db.sql, { notes: notesTable }, user, cursor, 2);
        page.changes.notes.forEach((n) => held.set(n._id, n));
        page.deleted.forEach((d) => held.delete(d.id));
        cursor = page.cursor;
        if (!page.more) return;
      }
    },
  };
}

describe('per-member visibility in pull', () => {
  it('a row that becomes visible, or stops being visible, reaches the device though the row did not change', async () => {
    const [owner, reader] = [device('a'), device('b')];
    const note = randomUUID();
    await fx.db.sql`insert into notes (id, owner, body) values (${note}, ${fx.userId.a}, 'Reunion plan')`;
    await Promise.all([owner.pull(), reader.pull()]);
    expect([...owner.held.keys()]).toEqual([note]);
    expect(reader.held.size).toBe(0);

    await fx.db.sql`insert into note_shares (note_id, user_id) values (${note}, ${fx.userId.b})`;
    await reader.pull();
    expect(reader.held.get(note)).toEqual({ _id: note, body: 'Reunion plan' });

    await fx.db.sql`delete from note_shares where note_id = ${note}`;
    await Promise.all([owner.pull(), reader.pull()]);
    expect(reader.held.has(note)).toBe(false);
    expect(owner.held.get(note)?.body).toBe('Reunion plan');
  });

  it("a rule that answers SQL's unknown (null) for a member keeps the row from them", async () => {
    const note = randomUUID();
    await fx.db.sql`insert into notes (id, owner, body) values (${note}, ${fx.userId.a}, 'Unknown to others')`;
    // As `removed_at is null or posted_by = $3` does for a removed row whose author is gone.
    const unknownToOthers: typeof notesTable = {
      ...notesTable,
      changedSince: (tx, user, cursor, limit) =>
        tx<(VersionedRow & { body: string })[]>`
          select n.id, n.body, n.version, n.deleted_at, (n.owner = ${user.id} or null) as visible
          from notes n where n.version > ${cursor} order by n.version limit ${limit}`,
    };
    const held = async (who: 'a' | 'b') => {
      const user = { id: fx.userId[who], role: 'member' as const, sessionId: randomUUID() };
      return (await pullChanges(fx.db.sql, { notes: unknownToOthers }, user, 0, 1000)).changes.notes.map((n) => n._id);
    };
    expect(await held('a')).toContain(note);
    expect(await held('b')).not.toContain(note);
  });

  it('each member gets their own view of the same page of changes', async () => {
    const shared = randomUUID();
    const own = randomUUID();
    await fx.db.sql`insert into notes (id, owner, body) values (${shared}, ${fx.userId.a}, 'Shared'), (${own}, ${fx.userId.a}, 'Private')`;
    await fx.db.sql`insert into note_shares (note_id, user_id) values (${shared}, ${fx.userId.b})`;
    const [owner, reader] = [device('a'), device('b')];
    await Promise.all([owner.pull(), reader.pull()]);
    expect(owner.held.has(shared) && owner.held.has(own)).toBe(true);
    expect(reader.held.has(shared)).toBe(true);
    expect(reader.held.has(own)).toBe(false);
  });
});
