import { describe, expect, it } from 'vitest';
import { toJob, toJobCard, type JobRow } from './job-view.ts';

const row: JobRow = {
  id: '6f1c7e8a-1b2c-4d3e-8f90-a1b2c3d4e5f6',
  title: 'Backend Engineer',
  company_name: 'Acme',
  location: 'Pune',
  job_type: 'Full-time',
  salary_range: '10-14 LPA',
  salary_currency: 'INR',
  status: 'Open',
  year_of_experience: '1-3',
  description: 'Build APIs.',
  requirements: ['Node.js', 'SQL'],
  apply_link: 'https://acme.example/jobs/1',
  contact_email: 'hr@acme.example',
  contact_phone: '+91 98765 43210',
  application_deadline: '2026-12-31',
  posted_by: '0a9b8c7d-6e5f-4a3b-9c2d-1e0f9a8b7c6d',
  created_at: new Date('2026-11-01T08:30:00.000Z'),
  deleted_at: null,
  version: '42',
};

describe('toJobCard', () => {
  it("is toJob() without the contact details, key for key in the same order", () => {
    for (const r of [row, { ...row, posted_by: null }]) {
      const { contact_email: _e, contact_phone: _p, ...expected } = toJob(r);
      expect(JSON.stringify(toJobCard(r))).toBe(JSON.stringify(expected));
    }
  });
});
