import { randomUUID } from 'node:crypto';

/** A job post body that passes every rule, deadline a month after the test clock's day. */
export function validJob(over: Record<string, unknown> = {}) {
  return {
    title: 'Frontend Engineer',
    companyName: 'Infosys',
    description: 'Build accessible web apps for our banking clients.',
    requirements: 'React, TypeScript, Testing',
    application_deadline: '2026-12-31',
    location: 'Bengaluru',
    job_type: 'Full-time',
    salary: { range: '800000-1200000', currency: 'INR' },
    yearOfExperience: '2 year',
    applyLink: 'https://careers.example.com/frontend',
    contact_email: 'hr@example.com',
    contact_phone: '+91 80 4000 1234',
    ...over,
  };
}

export const jobArgs = (over: Record<string, unknown> = {}) => ({ id: randomUUID(), ...validJob(over) });
