import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error.ts';
import { testConfig } from '../test/test-app.ts';
import { useSyncFixture } from '../test/sync-fixture.ts';
import { askQuestion } from '../queries/query-mutators.ts';
import { runMutator, type CallerContext, type ServerMutator } from './mutator.ts';
import { applyPush } from './push.ts';

// A mutator's side effects are written to the outbox in the mutator's own transaction: a write
// that fails leaves no mail behind, and one refused mutation in a push takes only its own effects.

const fx = useSyncFixture();

/** askQuestion plus a mail to the asker; refuses questions titled 'Refuse me' after queueing it. */
const askAndMail: ServerMutator<'askQuestion'> = {
  ...askQuestion,
  async run(tx, q, ctx) {
    await askQuestion.run(tx, q, ctx);
    await ctx.effects.enqueue({
      kind: 'mail',
      template: 'contact-message',
      to: 'asker@students.example.edu',
      replyTo: 'portal@alumni.example.edu',
      name: 'Query Portal',
      email: 'portal@alumni.example.edu',
      message: `Your question "${q.title}" is posted.`,
    });
    if (q.title === 'Refuse me please') throw new ApiError(400, 'Refused after its mail was queued', 'refused');
  },
};

const caller = (): CallerContext => ({ user: { id: fx.userId.a, role: 'member', sessionId: randomUUID() }, now: fx.clock.now(), secret: testConfig.jwtSecret, appUrl: testConfig.appUrl });
const question = (title: string) => ({ id: randomUUID(), title, content: 'Details long enough to pass.' });
const mailsAbout = async (title: string) =>
  (await fx.db.sql`select count(*)::int as n from outbox where payload::text like ${`%${title}%`}`)[0]!.n as number;

describe('effects in the mutator transaction', () => {
  it('a REST-style call keeps the mail when the write commits, and drops it when the write fails', async () => {
    await runMutator(fx.db.sql, askAndMail, question('Kept with its mail'), caller());
    expect(await mailsAbout('Kept with its mail')).toBe(1);

    const refused = question('Refuse me please');
    await expect(runMutator(fx.db.sql, askAndMail, refused, caller())).rejects.toMatchObject({ status: 400, code: 'refused' });
    expect(await mailsAbout('Refuse me please')).toBe(0);
    expect(await fx.count('questions', refused.id)).toBe(0);
  });

  it('in a push, a refused mutation takes back only its own effects', async () => {
    const ok = question('Applied beside a refusal');
    const res = await applyPush(fx.db.sql, () => askAndMail as unknown as ServerMutator, {
      clientId: randomUUID(),
      mutations: [
        { id: 1, name: 'askQuestion', args: ok },
        { id: 2, name: 'askQuestion', args: question('Refuse me please') },
      ],
    }, caller());
    expect(res.results.map((r) => r.status)).toEqual(['applied', 'rejected']);
    expect(await mailsAbout('Applied beside a refusal')).toBe(1);
    expect(await mailsAbout('Refuse me please')).toBe(0);
  });
});
