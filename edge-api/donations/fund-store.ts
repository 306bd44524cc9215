import type { Sql } from 'postgres';
import type { FundSchema } from '#domain/donations/admin-donations.ts';
import type * as v from 'valibot';
import type { AuditBy } from '#api/audit/audit-by.ts';
import { changedFields } from '#api/audit/changed-fields.ts';
import { recordAudit } from '#api/audit/record-audit.ts';

// The admin's writes to the funds donors choose from, each with its audit line in the same
// transaction (docs/decisions/0108-audit-log.md). The line holds the values as stored (read back),
// which are always text jsonb can hold.

type Fund = v.InferOutput<typeof FundSchema>;
type FundRow = { name: string; description: string; goal: string; open: boolean };

const auditFields = (f: FundRow) => ({ name: f.name, description: f.description, goal: Number(f.goal), open: f.open });
const FUND_COLUMNS = 'name, description, goal::text as goal, open';

/** Adds a fund at the end of the list; undefined when its name is taken. */
export async function createFund(sql: Sql, fund: Fund, by: AuditBy): Promise<string | undefined> {
  return sql.begin(async (tx) => {
    const [row] = await tx<(FundRow & { id: string })[]>`
      insert into donation_funds (name, description, goal, open, position)
      values (${fund.name}, ${fund.description}, ${fund.goal}, ${fund.open}, (select coalesce(max(position), 0) + 1 from donation_funds))
      on conflict (name) do nothing returning id, ${tx.unsafe(FUND_COLUMNS)}`;
    if (!row) return undefined;
    await recordAudit(tx, { adminId: by.adminId, action: 'fund.create', targetKind: 'fund', targetId: row.id, after: auditFields(row) }, by.at);
    return row.id;
  });
}

export type EditFundOutcome = 'updated' | 'not_found' | 'name_taken';

/** Edits a fund; the audit line holds the fields that changed (none changed: no line). */
export async function editFund(sql: Sql, id: string, fund: Fund, by: AuditBy): Promise<EditFundOutcome> {
  return sql.begin(async (tx): Promise<EditFundOutcome> => {
    const [current] = await tx<FundRow[]>`select ${tx.unsafe(FUND_COLUMNS)} from donation_funds where id = ${id} for update`;
    if (!current) return 'not_found';
    const [clash] = await tx`select 1 from donation_funds where name = ${fund.name} and id <> ${id}`;
    if (clash) return 'name_taken';
    const [updated] = await tx<FundRow[]>`
      update donation_funds set name = ${fund.name}, description = ${fund.description}, goal = ${fund.goal}, open = ${fund.open}
      where id = ${id} returning ${tx.unsafe(FUND_COLUMNS)}`;
    const changed = changedFields(auditFields(current), auditFields(updated!));
    if (changed) await recordAudit(tx, { adminId: by.adminId, action: 'fund.edit', targetKind: 'fund', targetId: id, ...changed }, by.at);
    return 'updated';
  }).catch((e: unknown) => {
    // Another admin took the name between the check and the update.
    if ((e as { code?: string }).code === '23505') return 'name_taken' as const;
    throw e;
  });
}
