import { expect, it } from 'vitest';
import { TAG_TEXTS } from '#domain/queries/tags.ts';
import { useSyncFixture } from '#api/test/sync-fixture.ts';

// Issue 33: a question carries up to five tags, normalized on the server as on the device; the
// REST list narrows by one.

const fx = useSyncFixture();
const client = crypto.randomUUID();
let mutation = 0;
const ask = async (title: string, tags: unknown) => {
  mutation += 1;
  const id = crypto.randomUUID();
  const res = await fx.push('a', client, [{ id: mutation, name: 'askQuestion', args: { id, title, content: 'What would you advise?', category: 'Career', tags } }]);
  return { id, result: res.json.results[0] as { status: string; message?: string } };
};

it('keeps up to five tags, normalized, and lists the questions with one', async () => {
  const gate = await ask('GATE or a job after B.Tech?', ['GATE 2027', 'gate 2027', 'Higher Studies']);
  expect(gate.result.status).toBe('applied');
  const plain = await ask('Hostel rooms for juniors', undefined);
  expect(plain.result.status).toBe('applied');
  const pulled = await fx.pullAll('b', 0);
  expect(pulled.rows.get(`questions:${gate.id}`)).toMatchObject({ tags: ['gate-2027', 'higher-studies'] });
  expect(pulled.rows.get(`questions:${plain.id}`)).toMatchObject({ tags: [] });

  const list = async (query: string) => fx.api().call('GET', `/api/query${query}`, undefined, fx.auth.b);
  expect(((await list('?tag=GATE%202027')).json as { _id: string }[]).map((q) => q._id)).toEqual([gate.id]);
  expect(((await list('?tag=nothing-like-it')).json as unknown[])).toEqual([]);
  expect(((await list('')).json as { _id: string }[]).map((q) => q._id)).toEqual(expect.arrayContaining([gate.id, plain.id]));
  expect((await list(`?tag=${'x'.repeat(31)}`)).status).toBe(400);
});

it('refuses six tags, or tags that are not words, with the reason', async () => {
  expect((await ask('Too many tags here', ['a', 'b', 'c', 'd', 'e', 'f'])).result).toMatchObject({ status: 'rejected', message: TAG_TEXTS.tooMany });
  expect((await ask('Tags of the wrong kind', [{ tag: 'x' }])).result).toMatchObject({ status: 'rejected', message: TAG_TEXTS.notText });
  expect((await ask('A tag that is too long', ['y'.repeat(40)])).result).toMatchObject({ status: 'rejected', message: TAG_TEXTS.tooLong });
  expect((await fx.db.sql`select count(*)::int as n from questions where title in ('Too many tags here', 'Tags of the wrong kind', 'A tag that is too long')`)[0]!.n).toBe(0);
});
