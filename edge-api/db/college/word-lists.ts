import { CITIES, JOB_FIELDS, JOB_TITLES, PAY_BY_LEVEL } from '../demo/demo-job-fields.ts';
import { DEMO_QUESTIONS } from '../demo/demo-questions.ts';
import { demoTags } from '../demo/demo-tags.ts';

// The small word lists the large college is drawn from (issue 35): invented names, Indian cities and
// employers, reused from the demo catalogue where it has them. No real person's data.

export const FIRST_NAMES: readonly (readonly [string, 'Male' | 'Female' | 'Other'])[] = [
  ['Aarav', 'Male'], ['Aditi', 'Female'], ['Akash', 'Male'], ['Ananya', 'Female'], ['Arjun', 'Male'], ['Bhavya', 'Female'],
  ['Chetan', 'Male'], ['Deepika', 'Female'], ['Dev', 'Male'], ['Divya', 'Female'], ['Farhan', 'Male'], ['Gauri', 'Female'],
  ['Harsh', 'Male'], ['Ishita', 'Female'], ['Jaya', 'Female'], ['Karan', 'Male'], ['Kavya', 'Female'], ['Manish', 'Male'],
  ['Meera', 'Female'], ['Nikhil', 'Male'], ['Neha', 'Female'], ['Omkar', 'Male'], ['Pooja', 'Female'], ['Pranav', 'Male'],
  ['Riya', 'Female'], ['Rohan', 'Male'], ['Sakshi', 'Female'], ['Sameer', 'Male'], ['Sneha', 'Female'], ['Tanvi', 'Female'],
  ['Varun', 'Male'], ['Vidya', 'Female'], ['Yash', 'Male'], ['Zoya', 'Female'], ['Kabir', 'Male'], ['Alex', 'Other'],
  ['Aisha', 'Female'], ['Rahul', 'Male'], ['Lakshmi', 'Female'], ['Siddharth', 'Male'], ['Nandini', 'Female'], ['Vikram', 'Male'],
  ['Shreya', 'Female'], ['Aditya', 'Male'], ['Priya', 'Female'], ['Imran', 'Male'], ['Anjali', 'Female'], ['Gaurav', 'Male'],
];
export const LAST_NAMES = [
  'Sharma', 'Iyer', 'Patel', 'Reddy', 'Nair', 'Gupta', 'Menon', 'Singh', 'Rao', 'Das', 'Kulkarni', 'Joshi', 'Banerjee',
  'Khan', 'Pillai', 'Chatterjee', 'Mehta', 'Verma', 'Bose', 'Naidu', 'Shetty', 'Kapoor', 'Mishra', 'Fernandes', 'Hegde',
  'Agarwal', 'Desai', 'Bhat', 'Krishnan', 'Saxena', 'Chauhan', 'Thomas', 'Ghosh', 'Pandey', 'Qureshi', 'Mukherjee', 'Jain',
];
/** [code, branch, course]: the roster's branches (the demo roster's codes). */
export const BRANCHES: readonly (readonly [number, string, string])[] = [
  [1, 'Computer Science', 'B.Tech'], [2, 'Electronics and Communication', 'B.Tech'], [3, 'Mechanical Engineering', 'B.Tech'],
  [4, 'Civil Engineering', 'B.Tech'], [5, 'Electrical Engineering', 'B.Tech'], [6, 'Information Technology', 'B.Tech'],
  [7, 'Data Science', 'M.Tech'], [8, 'Finance', 'MBA'], [9, 'Computer Applications', 'MCA'],
];
export { CITIES, PAY_BY_LEVEL };
export const COMPANIES = [...new Set(Object.values(JOB_FIELDS).flatMap((f) => f.companies))];
export const POSITIONS = [
  'Software Engineer', 'Senior Software Engineer', 'Data Analyst', 'Product Manager', 'Design Engineer', 'Site Engineer',
  'Business Analyst', 'Consultant', 'Team Lead', 'Engineering Manager', 'Research Associate', 'Assistant Professor',
];

/** Every job title with what the SQL needs of its field: companies, skills, pay band, remote or not. */
export const JOB_SPECS = JOB_TITLES.map((t) => {
  const field = JOB_FIELDS[t.field];
  const level = t.level ?? '2 year';
  return { title: t.title, type: t.type ?? 'Full-time', level, fixedLevel: t.level !== undefined, skills: t.skills, companies: field.companies, remote: field.remote, fieldName: field.name, work: field.work };
});
export const LEVELS = ['1 year', '2 year', '3 year', '4 year', '5 year'] as const;

/** Question templates: {company}, {city}, {branch}, {skill}, {year} are filled per question. */
const QUESTION_TEMPLATES: readonly { title: string; content: string; category: string }[] = [
  { title: 'How do I prepare for {company} interviews as a {branch} graduate?', content: 'I have an interview round at {company} next month. Which topics came up for you?', category: 'Career' },
  { title: 'Is {skill} worth learning for placements in {year}?', content: 'Seniors, did {skill} help you in placements or at work?', category: 'Technical' },
  { title: 'Moving to {city} for a first job: where to stay?', content: 'Joining in {city} soon. Which areas are good for freshers sharing a flat?', category: 'General' },
  { title: 'Switching from {branch} to software: where to start?', content: 'I graduated in {branch} and now want a developer job. Any roadmap?', category: 'Career' },
  { title: 'Which electives help with {skill}?', content: 'Choosing electives for the next semester; I want to work with {skill}.', category: 'Academic' },
  { title: 'Referral for {company} in {city}?', content: 'Is anyone from our college at {company} in {city}? Happy to share my resume.', category: 'Career' },
  { title: 'Internship at {company} or a research internship?', content: 'I have both offers for the summer of {year}. Which would you pick?', category: 'Academic' },
  { title: 'Alumni meetup in {city} this year?', content: 'Is anyone organising a meetup in {city} for {year}?', category: 'General' },
  { title: 'How to negotiate salary at {company}?', content: 'Got an off-campus offer from {company}. Is there room to negotiate?', category: 'Career' },
  { title: 'Good resources to learn {skill} properly?', content: 'Looking for a structured path with {skill}, from beginner to job-ready.', category: 'Technical' },
  { title: 'GATE or a job at {company} after {branch}?', content: 'Torn between preparing for GATE and joining {company}.', category: 'Academic' },
  { title: 'Transcript and degree certificate for the {year} batch', content: 'How long does the office take to issue certificates for the {year} batch?', category: 'General' },
];
export const QUESTIONS = QUESTION_TEMPLATES.map((q) => ({ ...q, tags: demoTags(q.title.replace('{skill}', 'system design')).slice(0, 2) }));
export const SKILLS = [...new Set(JOB_TITLES.flatMap((t) => t.skills))];
export const ANSWERS = DEMO_QUESTIONS.flatMap((q) => q.answers);

export const MESSAGES = [
  'Hi! Saw your post on the portal, are you still at {company}?', 'Thanks for the referral, I have an interview next week.',
  'Are you coming to the meetup in {city}?', 'Congratulations on the new role!', 'Can we talk this weekend about the opening?',
  'Sure, send me your resume and I will forward it.', 'How is life in {city}?', 'Long time! We should catch up soon.',
  'Sharing the notes from the workshop.', 'Do you know anyone hiring in {city}?', 'Yes, that works for me.', 'Will call you in the evening.',
];
export const EVENT_KINDS = ['meetup', 'reunion', 'webinar', 'workshop'] as const;
export const EVENT_TOPICS = ['a first product role', 'higher studies abroad', 'cracking system design', 'careers in core engineering', 'starting up after college', 'data science in practice'];
export const ALBUM_TITLES = ['Farewell', 'Convocation', 'Freshers night', 'Industrial visit', 'Annual fest', 'Sports day', 'Hostel days', 'Tech fest'];
