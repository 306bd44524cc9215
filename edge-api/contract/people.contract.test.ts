import { beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_PASSWORD, insertMember } from '#api/test/people.ts';
import { shapeProblems } from './shape.ts';
import { signIn, useContractApi } from './spec-client.ts';

// Spec section 3, "User search: request {query}; response {users}, each with _id", and section 7,
// "People search by text: a mutation returning a list ... POST with body {query}".
const fx = useContractApi();
let auth: Record<string, string>;

beforeAll(async () => {
  await insertMember(fx.db.sql, { fullName: 'Priya Sharma' });
  const me = await insertMember(fx.db.sql, { fullName: 'Contract Reader' });
  auth = (await signIn(fx.api().call, me.rollNumber, MEMBER_PASSWORD)).auth;
});

describe('POST /api/search', () => {
  it('takes {query} and answers {users}, each with _id (and what a card shows: name and roll number)', async () => {
    const res = await fx.api().call('POST', '/api/search', { query: 'Priya' }, auth);
    expect(res.status, res.text).toBe(200);
    expect(shapeProblems(res.json, { users: [{ _id: 'str', fullName: 'str', rollNumber: 'num' }] })).toEqual([]);
    expect(res.json.users.map((u: { fullName: string }) => u.fullName)).toEqual(['Priya Sharma']);
  });
});
