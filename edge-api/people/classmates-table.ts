import type { PersonCard } from '#domain/people/person-card.ts';
import { PREPARED, type SyncedTable, type VersionedRow } from '../sync/pull.ts';
import { PERSON_COLUMNS, PERSON_JOINS, toPersonCard, type PersonRow } from './person-view.ts';

/**
 * The member's batch (the member included, as the directory lists them) as person cards, pulled like the rest so "my classmates" opens offline
 * (issue 12). A classmate's profile edit or privacy change bumps their row's version, so it
 * reaches every classmate's device on the next pull, shown as that classmate allows.
 */
export const classmatesTable: SyncedTable<PersonCard, PersonRow & VersionedRow> = {
  changedProbe: 'coalesce((select max(version) from profiles), 0) > $1',
  changedSince: (tx, user, cursor, limit) =>
    tx.unsafe<(PersonRow & VersionedRow)[]>(
      `select ${PERSON_COLUMNS}, are_connected(u.id, $1) as connected, p.version, p.deleted_at
       from users u ${PERSON_JOINS}
       where u.role = 'member' and p.version > $2
         and c.batch = (select mc.batch from users me join college_data mc on mc.id = me.roster_id where me.id = $1)
       order by p.version limit $3`,
      [user.id, cursor, limit], PREPARED),
  toClient: (row, user) => toPersonCard(row, user, new Date()),
};
