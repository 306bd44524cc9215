import { describe, expect, it } from 'vitest';
import { EMPTY_SECTIONS } from './profile.ts';
import { applySectionWrite, sectionsOf, type Sections } from './section-writes.ts';

const none: Sections = { job: null, skills: null, extra: null };
const job = { companyName: 'Infosys', position: 'Engineer', duration: '2 years', location: 'Pune', previousCompany: [] };

describe('profile section writes', () => {
  it('an add creates its section once; the second add is refused with the reason', () => {
    const first = applySectionWrite(none, 'addUserJobInfo', job);
    expect(first).toEqual({ ok: true, sections: { ...none, job } });
    expect(first.ok && applySectionWrite(first.sections, 'addUserJobInfo', job)).toEqual({
      ok: false,
      code: 'already_exists',
      message: 'Your job information is already saved. Edit it instead.',
    });
  });

  it('an update keeps the fields not sent, and one that empties a section leaves no section', () => {
    const withJob = { ...none, job };
    expect(applySectionWrite(withJob, 'updateJobInfo', { position: 'Lead' })).toEqual({ ok: true, sections: { ...none, job: { ...job, position: 'Lead' } } });
    const emptied = applySectionWrite(withJob, 'updateJobInfo', { companyName: '', position: '', duration: '', location: '' });
    expect(emptied).toEqual({ ok: true, sections: none });
  });

  it('the list updates replace their own list and keep the other', () => {
    const nss = { activity: 'NSS', description: '', duration: '1 year' };
    const withExtra = { ...none, extra: { achievements: [{ title: 'Prize', description: '', date: '' }], extracurriculars: [nss] } };
    expect(applySectionWrite(withExtra, 'updateAchievement', { achievements: [] })).toEqual({
      ok: true,
      sections: { ...none, extra: { achievements: [], extracurriculars: [nss] } },
    });
  });

  it('reads an empty section of a profile as none', () => {
    expect(sectionsOf(EMPTY_SECTIONS)).toEqual(none);
    expect(sectionsOf({ ...EMPTY_SECTIONS, jobId: job }).job).toEqual(job);
  });
});
