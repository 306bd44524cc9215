import { oneOf, type Shape } from './shape.ts';

// The entities of spec section 3 as shapes, with the types agreed in the issue 11 contract brief.
// Each comment quotes the spec line the shape comes from.

/** Any reply a screen reads only `message` from ("response reads message"). */
export const messageReply = { message: 'str' } as const satisfies Shape;

/** Errors: "HTTP status codes and server error bodies beyond the message field are not shown." */
export const errorReply = messageReply;

/**
 * "Login: ... Response read: message, token, role, rest stored as session data."
 * "The auth user object also carries fullname, email, rollNumber."
 * "Session (kept on the client, persisted locally): user (object, JSON) and token (string)."
 */
export const memberLogin = {
  message: 'str',
  token: 'str',
  role: oneOf('Student / Alumni', 'Admin'),
  _id: 'str',
  fullName: 'str',
  fullname: 'str',
  email: 'str',
  rollNumber: 'num',
  user: 'obj',
} as const satisfies Shape;

/** The same, for the admin, who has no roll number. */
export const adminLogin = { ...memberLogin, rollNumber: 'null' } as const satisfies Shape;

/**
 * "User profile: _id, fullName, role, rollNumber, branch, batch, cgpa, connections (list), profile or
 * profilePicture (image), email, gender, course, status, jobId, skillId, extraId, analyticsId."
 */
export const ownProfile = {
  _id: 'str',
  fullName: 'str',
  role: 'str',
  rollNumber: 'num',
  branch: 'str',
  batch: 'str',
  cgpa: 'num',
  connections: ['str'],
  profilePicture: 'str|null',
  email: 'str',
  gender: 'str',
  course: 'str',
  status: 'str',
  // "jobId: companyName, position, duration, location, previousCompany (list of companyName, position, duration)."
  jobId: {
    companyName: 'str',
    position: 'str',
    duration: 'str',
    location: 'str',
    previousCompany: [{ companyName: 'str', position: 'str', duration: 'str' }],
  },
  // "skillId: technicalSkill and nonTechnicalSkill (lists of strings; entered as comma-separated text)."
  skillId: { technicalSkill: ['str'], nonTechnicalSkill: ['str'] },
  // "extraId: achievements (title, description, date) and extracurriculars (activity, description, duration)."
  extraId: {
    achievements: [{ title: 'str', description: 'str', date: 'str' }],
    extracurriculars: [{ activity: 'str', description: 'str', duration: 'str' }],
  },
  // "analyticsId: Donation (number), QueryAnswered, jobPosted, EventOrganised, postMade."
  analyticsId: { Donation: 'num', QueryAnswered: 'num', jobPosted: 'num', EventOrganised: 'num', postMade: 'num' },
} as const satisfies Shape;

/**
 * Another member's profile ("GET /api/users/{id}: profile by id"): the same, with the e-mail hidden
 * (brief) and the Donation figure kept to its member by default, as null (ADR 0100).
 */
export const otherProfile = { ...ownProfile, email: 'null', analyticsId: { ...ownProfile.analyticsId, Donation: 'null' } } as const satisfies Shape;

/** "POST /api/users/verify/{rollNumber}: no body; sends a code ...; returns data and message." */
export const codeSent = { message: 'str', data: 'obj' } as const satisfies Shape;

/** "POST /api/users/verify/{rollNumber}/code: body code; returns message and data (fullName, email, gender, batch, branch, course, cgpa)." */
export const codeVerified = {
  message: 'str',
  data: { fullName: 'str', email: 'str', gender: 'str', batch: 'str', branch: 'str', course: 'str', cgpa: 'num' },
} as const satisfies Shape;

export const JOB_TYPES = ['Full-time', 'Part-time', 'Contract', 'Internship', 'Freelance'];

/**
 * "Job: _id, title, companyName, location, job_type (Full-time, Part-time, Contract, Internship, Freelance),
 * salary {range as text 'min-max', currency (USD, INR, EUR, GBP; default INR)}, status (active or inactive;
 * default active), yearOfExperience (...), description, requirements (list of text), applyLink, contact_email,
 * contact_phone, application_deadline (date), createdAt."
 */
export const job = {
  _id: 'str',
  title: 'str',
  companyName: 'str',
  location: 'str',
  job_type: oneOf(...JOB_TYPES),
  salary: { range: 'str', currency: 'str' },
  status: oneOf('active', 'inactive'),
  yearOfExperience: 'str',
  description: 'str',
  requirements: ['str'],
  applyLink: 'str',
  contact_email: 'str',
  contact_phone: 'str',
  application_deadline: 'str',
  createdAt: 'str',
} as const satisfies Shape;

/** "Comment: _id, content, commentedBy (fullName), createdAt." */
export const comment = { _id: 'str', content: 'str', commentedBy: { fullName: 'str' }, createdAt: 'str' } as const satisfies Shape;

/** "Answer: _id, questionId, answer (text), answeredBy (fullName), createdAt, upvotes[], downvotes[], comments[]." */
export const answer = {
  _id: 'str',
  questionId: 'str',
  answer: 'str',
  answeredBy: { fullName: 'str' },
  createdAt: 'str',
  upvotes: ['str'],
  downvotes: ['str'],
  comments: [comment],
} as const satisfies Shape;

/**
 * "Question: _id, title, content, category, status, askedBy (fullName), createdAt, answers[], upvotes[] and
 * downvotes[] (lists of user ids), userId (current user id, returned with detail)."
 */
export const questionInList = {
  _id: 'str',
  title: 'str',
  content: 'str',
  category: 'str',
  status: 'str',
  askedBy: { _id: 'str', fullName: 'str' },
  createdAt: 'str',
  answers: 'list',
  upvotes: ['str'],
  downvotes: ['str'],
} as const satisfies Shape;

/** "GET {queries}/{questionId}: question with answers, upvotes, downvotes, userId." */
export const questionDetail = { ...questionInList, answers: [answer], userId: 'str' } as const satisfies Shape;

/**
 * "Student roster record (college data): _id, fullName, email, rollNumber (number; may arrive as an object
 * wrapping a long number), gender, batch, branch, course, cgpa; row (only in upload error lists)."
 */
export const rosterRecord = {
  _id: 'str',
  fullName: 'str',
  email: 'str',
  rollNumber: 'num',
  gender: 'str',
  batch: 'str',
  branch: 'str',
  course: 'str',
  cgpa: 'num',
} as const satisfies Shape;

/** "Bulk upload response: insertedCount, duplicateCount, errorCount, duplicates list, errors list." */
export const bulkUpload = {
  insertedCount: 'num',
  duplicateCount: 'num',
  errorCount: 'num',
  duplicates: 'list',
  errors: 'list',
} as const satisfies Shape;
