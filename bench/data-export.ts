import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from '../edge-api/db/migrate.ts';
import { openPglite } from '../edge-api/db/open-database.ts';
import { objectKeys } from '../edge-api/memories/object-keys.ts';
import { createFsObjectStore } from '../edge-api/storage/fs-object-store.ts';
import { insertMember } from '../edge-api/test/people.ts';
import { dataExportJob } from '../edge-api/users/data-export-job.ts';
import { budgetCell, type Row } from './table.ts';

const MESSAGES = 10_000;
const PHOTOS = 200;
/** A phone photo as Memory Lane keeps its original (location stripped, not re-encoded). */
const PHOTO_BYTES = 2 * 1024 * 1024;

/**
 * Issue 53's budget: a member with 10,000 messages and 200 photos gets their archive within a
 * minute. The dispatcher's own job, on the embedded database and the folder store `npm start` uses.
 */
export async function dataExportBench(): Promise<Row[]> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-export-'));
  const db = await openPglite();
  try {
    const { sql } = db;
    await migrate(sql);
    const store = createFsObjectStore(join(dir, 'objects'));
    const [me, other] = [await insertMember(sql), await insertMember(sql)];
    const [[a], [b]] = [await sql`select id from users where roll_number = ${me.rollNumber}`, await sql`select id from users where roll_number = ${other.rollNumber}`];
    const [low, high] = [a!.id as string, b!.id as string].sort() as [string, string];
    const conversation = crypto.randomUUID();
    await sql`insert into conversations (id, user_low, user_high, created_at, last_seq) values (${conversation}, ${low}, ${high}, now(), ${MESSAGES})`;
    await sql`
      insert into messages (id, conversation_id, sender_id, recipient_id, seq, text, sent_at)
      select gen_random_uuid(), ${conversation}, case when i % 2 = 0 then ${low}::uuid else ${high}::uuid end,
        case when i % 2 = 0 then ${high}::uuid else ${low}::uuid end, i, 'A message of a long conversation, number ' || i, now() - (${MESSAGES} - i) * interval '1 minute'
      from generate_series(1, ${MESSAGES}) as i`;
    const album = crypto.randomUUID();
    await sql`insert into albums (id, kind, title, created_by, created_at, updated_at) values (${album}, 'college', 'Bench album', ${a!.id}, now(), now())`;
    const bytes = new Uint8Array(randomBytes(PHOTO_BYTES));
    for (let i = 0; i < PHOTOS; i += 1) {
      const id = crypto.randomUUID();
      await sql`insert into photos (id, album_id, uploader_id, media, content_type, file_name, bytes, status, created_at, updated_at)
        values (${id}, ${album}, ${a!.id}, 'photo', 'image/jpeg', ${`IMG_${i}.jpg`}, ${PHOTO_BYTES}, 'ready', now(), now())`;
      await store.put(objectKeys.original(id), bytes, { size: PHOTO_BYTES, contentType: 'image/jpeg' });
    }
    const [row] = await sql`insert into data_exports (user_id, requested_at) values (${a!.id}, now()) returning id`;
    const job = dataExportJob({ sql, store, secret: 'bench-secret-bench-secret-bench-secret', appUrl: 'http://localhost', clock: { now: () => new Date() } });
    const started = performance.now();
    await job({ exportId: row!.id });
    const seconds = (performance.now() - started) / 1000;
    const [done] = await sql`select status, size from data_exports where id = ${row!.id}`;
    if (done?.status !== 'ready') throw new Error(`The archive ended ${String(done?.status)}`);
    const method = `dataExportJob on PGlite + folder store: ${MESSAGES.toLocaleString('en')} messages, ${PHOTOS} photos of ${PHOTO_BYTES / 1024 / 1024} MB`;
    return [
      { figure: 'Data export, 10,000 messages + 200 photos: time', value: `${seconds.toFixed(1)} s`, budget: budgetCell(seconds, 60, '≤ 60 s'), method },
      { figure: 'Data export, 10,000 messages + 200 photos: size', value: `${(Number(done.size) / 1024 / 1024).toFixed(1)} MB`, budget: '—', method },
    ];
  } finally {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
