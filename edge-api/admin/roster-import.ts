import type { Sql } from 'postgres';
import { candidateKeys, duplicateSplitter, type Candidate, type RosterKeys, type UploadDuplicate } from '#domain/admin/roster-upload.ts';
import type { StudentFields } from '#domain/admin/student.ts';
import type { AuditBy } from '#api/audit/audit-by.ts';
import { recordAudit } from '#api/audit/record-audit.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import type { Tx } from './roster-store.ts';
import { pgArray } from '../db/pg-array.ts';

// The roster spreadsheet's rows into college_data, all or nothing (docs/decisions/0014-roster-upload.md,
// 0083-roster-import-off-the-event-loop.md).


// The embedded PGlite runs each statement on the server's own thread, which should turn every 100 ms
// at most: 500 rows take 25 to 75 ms to insert there, 5,000 keys about 30 ms to look up (ADR 0083).
/** Rows per INSERT. */
export const INSERT_BATCH = 500;
/** E-mails and roll numbers per lookup. */
export const LOOKUP_BATCH = 5_000;

const COLUMNS = ['fullName', 'email', 'rollNumber', 'gender', 'course', 'branch', 'cgpa', 'batch'] as const;

/** Which of the candidates' e-mails and roll numbers the roster already holds, LOOKUP_BATCH keys at a time. */
async function rosterKeys(tx: Tx, candidates: readonly Candidate[]): Promise<RosterKeys> {
  const { emails, rollNumbers } = candidateKeys(candidates);
  const known = { emails: new Set<string>(), rollNumbers: new Set<string>() };
  for (let i = 0; i < Math.max(emails.length, rollNumbers.length); i += LOOKUP_BATCH) {
    const rows = await tx.unsafe<{ email: string; roll: string }[]>(
      `select lower(email) as email, roll_number::text as roll from college_data
       where lower(email) = any($1::text[]) or roll_number = any($2::bigint[])`,
      [pgArray(emails.slice(i, i + LOOKUP_BATCH)), pgArray(rollNumbers.slice(i, i + LOOKUP_BATCH))],
    );
    for (const k of rows) {
      known.emails.add(k.email);
      known.rollNumbers.add(k.roll);
    }
  }
  return known;
}

const insertRows = (tx: Tx, records: readonly StudentFields[]) =>
  tx.unsafe(
    `insert into college_data (full_name, email, roll_number, gender, course, branch, cgpa, batch)
     select * from unnest($1::text[], $2::text[], $3::bigint[], $4::text[], $5::text[], $6::text[], $7::numeric[], $8::text[])`,
    COLUMNS.map((column) => pgArray(records.map((r) => String(r[column])))),
  );

export type ImportOutcome = { kind: 'done'; insertedCount: number; duplicates: UploadDuplicate[] } | { kind: 'conflict' };

/** The upload as its one audit line tells it (ADR 0108): who, when, and of which file. */
export type UploadAudit = AuditBy & { file: string; rows: number; errorCount: number };

/**
 * One transaction: reads which keys the roster already holds, then, a batch at a time and in row
 * order, sorts the candidates into new rows and duplicates and inserts the new rows. Nothing is
 * inserted if anything fails; a row another admin added meanwhile (a unique violation) is reported
 * as a conflict. The upload's one audit line (`roster.upload`, with the counts) is written last, in
 * the same transaction.
 */
export async function importStudents(sql: Sql, candidates: readonly Candidate[], audit: UploadAudit): Promise<ImportOutcome> {
  try {
    return await sql.begin(async (tx): Promise<ImportOutcome> => {
      // Every lookup comes before the first insert, so no row of this file is seen as "in the roster".
      const split = duplicateSplitter(await rosterKeys(tx, candidates));
      const duplicates: UploadDuplicate[] = [];
      let insertedCount = 0;
      for (let i = 0; i < candidates.length; i += INSERT_BATCH) {
        const batch = split(candidates.slice(i, i + INSERT_BATCH));
        for (const d of batch.duplicates) duplicates.push(d);
        if (batch.valid.length) await insertRows(tx, batch.valid.map((c) => c.record));
        insertedCount += batch.valid.length;
      }
      const after = { file: audit.file, rows: audit.rows, inserted: insertedCount, duplicates: duplicates.length, errors: audit.errorCount };
      await recordAudit(tx, { adminId: audit.adminId, action: 'roster.upload', targetKind: 'roster', targetId: '', after }, audit.at);
      return { kind: 'done', insertedCount, duplicates };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'college_data_email_key') || isUniqueViolation(error, 'college_data_roll_number_key')) {
      return { kind: 'conflict' };
    }
    throw error;
  }
}
