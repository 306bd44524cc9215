import { beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_PASSWORD, insertMember } from '#api/test/people.ts';
import { shapeProblems } from './shape.ts';
import { messageReply, ownProfile } from './spec-shapes.ts';
import { signIn, useContractApi } from './spec-client.ts';

// Spec section 7, Profile sections (under /api/users, DESIGN.md), with the spec's bodies; "after
// each save the profile is refetched", so each save is followed by GET /api/users/profile.
const fx = useContractApi();
let auth: Record<string, string>;

beforeAll(async () => {
  const member = await insertMember(fx.db.sql, { fullName: 'Asha Rao' });
  auth = (await signIn(fx.api().call, member.rollNumber, MEMBER_PASSWORD)).auth;
});

async function saveThenRefetch(method: string, path: string, body: unknown) {
  const { call } = fx.api();
  const saved = await call(method, `/api/users/${path}`, body, auth);
  expect(saved.status, saved.text).toBe(200);
  expect(shapeProblems(saved.json, messageReply)).toEqual([]);
  const profile = await call('GET', '/api/users/profile', undefined, auth);
  expect(shapeProblems(profile.json, ownProfile)).toEqual([]);
  return profile.json;
}

const wipro = { companyName: 'Wipro', position: 'Intern', duration: '6 months' };
const job = { companyName: 'Infosys', position: 'Engineer', duration: '2 years', location: 'Pune', previousCompany: [wipro] };
const prize = { title: 'Hackathon winner', description: 'Crop-price tracker', date: '2024-03-10' };
const nss = { activity: 'NSS volunteer', description: 'Literacy drive', duration: '2 years' };

describe('profile sections', () => {
  it('POST addUserJobInfo, then PUT updateJobInfo with the same fields', async () => {
    expect((await saveThenRefetch('POST', 'addUserJobInfo', job)).jobId).toEqual(job);
    const moved = { ...job, companyName: 'TCS', previousCompany: [wipro, { companyName: 'Infosys', position: 'Engineer', duration: '2 years' }] };
    expect((await saveThenRefetch('PUT', 'updateJobInfo', moved)).jobId).toEqual(moved);
  });

  it('POST addUserSkills, then PUT updateSkills, from comma-separated text', async () => {
    const added = await saveThenRefetch('POST', 'addUserSkills', { technicalSkill: 'React, SQL', nonTechnicalSkill: 'Mentoring' });
    expect(added.skillId).toEqual({ technicalSkill: ['React', 'SQL'], nonTechnicalSkill: ['Mentoring'] });
    const updated = await saveThenRefetch('PUT', 'updateSkills', { technicalSkill: 'Go', nonTechnicalSkill: 'Mentoring, Writing' });
    expect(updated.skillId).toEqual({ technicalSkill: ['Go'], nonTechnicalSkill: ['Mentoring', 'Writing'] });
  });

  it('POST addExtraInfo, then PUT updateAchievement and PUT updateExtracarricular', async () => {
    expect((await saveThenRefetch('POST', 'addExtraInfo', { achievements: [prize] })).extraId).toEqual({ achievements: [prize], extracurriculars: [] });
    expect((await saveThenRefetch('PUT', 'updateExtracarricular', { extracurriculars: [nss] })).extraId.extracurriculars).toEqual([nss]);
    const two = [prize, { ...prize, title: 'Best outgoing student', date: '2025-05-01' }];
    expect((await saveThenRefetch('PUT', 'updateAchievement', { achievements: two })).extraId).toEqual({ achievements: two, extracurriculars: [nss] });
  });
});
