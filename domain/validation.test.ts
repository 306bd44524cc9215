import { describe, expect, it } from 'vitest';
import { StudentInputSchema } from './admin/student.ts';
import { StudentListQuerySchema } from './admin/student-list.ts';
import { ContactSchema } from './contact.ts';
import { CreateJobSchema } from './jobs/job-schema.ts';
import { ListQuerySchema } from './query-params.ts';
import { AnswerSchema, AskQuestionSchema, CommentSchema } from './queries/question-schema.ts';
import { NUL_MESSAGE, parseWith } from './validation.ts';

const text = 'An ordinary sentence, long enough.';
const forms = {
  contact: [ContactSchema, { name: 'Asha Rao', email: 'asha@example.com', message: text }],
  job: [
    CreateJobSchema,
    {
      title: 'Site Engineer',
      companyName: 'Infra Ltd',
      description: text,
      requirements: ['AutoCAD', 'Surveying'],
      application_deadline: '2027-01-31',
      location: 'Pune',
      job_type: 'Full-time',
      salary: { range: '10000-20000', currency: 'INR' },
      yearOfExperience: 'fresher',
      applyLink: 'https://example.com/apply',
      contact_email: 'jobs@example.com',
      contact_phone: '+91 98765 43210',
    },
  ],
  question: [AskQuestionSchema, { title: 'How do I prepare?', content: text, category: 'Career' }],
  answer: [AnswerSchema, { answer: text }],
  comment: [CommentSchema, { content: text }],
  student: [
    StudentInputSchema,
    { fullName: 'Ishaan Reddy', email: 'ishaan@students.example.edu', rollNumber: '202003000777', gender: 'Male', batch: '2020-2024', branch: 'Mechanical', course: 'B.Tech', cgpa: '7.5' },
  ],
} as const;

describe('NUL in a text field', () => {
  it.each(Object.entries(forms))('%s: valid as it is', (_name, [schema, valid]) => {
    expect(parseWith(schema, valid).ok).toBe(true);
  });

  it.each(
    Object.entries(forms).flatMap(([name, [schema, valid]]) =>
      Object.entries(valid)
        .filter(([, value]) => typeof value === 'string')
        .map(([field, value]) => [`${name}.${field}`, schema, { ...valid, [field]: `${value}\u0000` }, field] as const),
    ),
  )('%s with a NUL is refused, under its field', (_name, schema, input, field) => {
    const result = parseWith(schema, input);
    expect(result.ok).toBe(false);
    // A field with a pattern of its own (a name, an e-mail) may say that first; free text says NUL.
    if (!result.ok) expect(result.issues.find((i) => i.path === field)?.message).toBeTruthy();
  });

  it('says so in words for free text, in every form', () => {
    for (const [schema, input, field] of [
      [ContactSchema, { ...forms.contact[1], message: `${text}\u0000` }, 'message'],
      [CreateJobSchema, { ...forms.job[1], description: `\u0000${text}` }, 'description'],
      [CreateJobSchema, { ...forms.job[1], requirements: ['AutoCAD', 'Sur\u0000veying'] }, 'requirements'],
      [AskQuestionSchema, { ...forms.question[1], title: 'How do\u0000 I prepare?' }, 'title'],
      [AnswerSchema, { answer: `${text}\u0000` }, 'answer'],
      [CommentSchema, { content: `${text}\u0000` }, 'content'],
      [StudentInputSchema, { ...forms.student[1], branch: 'Mech\u0000anical' }, 'branch'],
    ] as const) {
      expect(parseWith(schema, input)).toEqual({ ok: false, message: NUL_MESSAGE, issues: [{ path: field, message: NUL_MESSAGE }] });
    }
  });
});

describe('numeric query parameters', () => {
  it('take whole numbers in range and refuse the rest in words', () => {
    expect(parseWith(ListQuerySchema, {})).toEqual({ ok: true, value: { limit: 500, offset: 0 } });
    expect(parseWith(ListQuerySchema, { limit: '20', offset: '1000000' })).toEqual({ ok: true, value: { limit: 20, offset: 1_000_000 } });
    for (const offset of ['99999999999999999999', '9223372036854775808', '1000001', '-1', '1e3', '1.5', '', ' 1']) {
      expect(parseWith(ListQuerySchema, { offset }), offset).toMatchObject({ ok: false, message: 'offset must be a whole number from 0 to 1,000,000' });
    }
    expect(parseWith(ListQuerySchema, { limit: '0' })).toMatchObject({ ok: false, message: 'limit must be a whole number from 1 to 1,000' });
    expect(parseWith(StudentListQuerySchema, { page: '99999999999999999999' })).toMatchObject({ ok: false, message: 'Page must be a whole number from 1 to 1,000,000' });
    expect(parseWith(StudentListQuerySchema, { pageSize: '101' })).toMatchObject({ ok: false, message: 'Page size must be a whole number from 1 to 100' });
  });
});
