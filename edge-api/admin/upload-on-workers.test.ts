// The upload route in workerd (the Cloudflare Workers runtime), through the real Workers entry:
// the parser's lazy import and node:zlib (nodejs_compat) must work there too.
import { expect, it } from 'vitest';
import { recordResponse } from '../test/leak-check.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, insertAdmin } from '../test/people.ts';
import { useTestWorker } from '../test/worker-fixture.ts';
import { HEADER_ROW, validRosterRows, workbookBytes } from './sample-workbook.ts';

const fx = useTestWorker({ setup: (db) => insertAdmin(db.sql) });

async function send(path: string, init: RequestInit) {
  const res = await fx.worker.fetch(`http://localhost${path}`, init as never);
  const text = await res.text();
  recordResponse(`worker POST ${path}`, text, new Headers([...res.headers]));
  return { status: res.status, json: JSON.parse(text) };
}

it('imports an .xlsx and an .xls, and refuses a damaged one, on Workers', async () => {
  const login = await send('/api/users/auth', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rollNumberOrEmail: ADMIN_EMAIL, password: ADMIN_PASSWORD, role: 'Admin' }),
  });
  expect(login.status).toBe(200);
  const upload = (bytes: Uint8Array, name: string) => {
    const form = new FormData();
    form.append('file', new File([new Uint8Array(bytes)], name));
    // Encoded here: wrangler's fetch() does not take this process's FormData.
    const encoded = new Request('http://localhost/', { method: 'POST', body: form });
    return encoded.arrayBuffer().then((body) =>
      send('/api/admin/upload-excel', {
        method: 'POST',
        headers: { authorization: `Bearer ${login.json.token}`, 'content-type': encoded.headers.get('content-type')! },
        body: new Uint8Array(body),
      }),
    );
  };
  const xlsx = await upload(workbookBytes([HEADER_ROW, ...validRosterRows(20, 880_000_000_000, 'wa')]), 'a.xlsx');
  expect(xlsx).toMatchObject({ status: 200, json: { insertedCount: 20, duplicateCount: 0, errorCount: 0 } });
  const xls = await upload(workbookBytes([HEADER_ROW, ...validRosterRows(5, 880_000_000_100, 'wb')], 'biff8'), 'b.xls');
  expect(xls).toMatchObject({ status: 200, json: { insertedCount: 5 } });
  const good = workbookBytes([HEADER_ROW, ...validRosterRows(20, 880_000_000_200, 'wc')]);
  const damaged = Buffer.from(good);
  for (let k = 600; k < 640; k += 1) damaged[k] = damaged[k]! ^ 0x5a;
  expect((await upload(damaged, 'c.xlsx')).status).toBe(400);
  const [{ n }] = (await fx.db.sql`select count(*)::int as n from college_data`) as unknown as [{ n: number }];
  expect(n).toBe(25);
}, 60_000);
