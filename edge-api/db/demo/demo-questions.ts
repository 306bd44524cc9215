import type { Category } from '#domain/queries/question-schema.ts';

export type DemoQuestionText = { title: string; content: string; category: Category; answers: readonly string[] };

/**
 * The demo Query Portal, newest first, each question with the answers other members gave it (none
 * yet for a few open ones). Status follows the position (see demo-queries.ts), so browser tests can
 * name questions by title, category and status.
 */
export const DEMO_QUESTIONS: readonly DemoQuestionText[] = [
  { title: 'How do I prepare for campus placements in my final year?', content: 'Which topics and mock interviews helped you most before the first round?', category: 'Career', answers: [
    'Aptitude and one language done well. I did two mock interviews a week with friends for the last two months and it showed.',
    'Revise your own projects: most of my interviews were about what I had built, not puzzles.' ] },
  { title: 'Is GATE worth it after a few years of work?', content: 'I have three years in a service company and want to move to core roles.', category: 'Academic', answers: [
    'It was for me. A good GATE score got me into PSU interviews that never look at private-sector experience.',
    'Only if you want a core or PSU role. For product companies your work experience counts far more.',
    'Plan for a full year of evenings. I cleared it on the second attempt while working.' ] },
  { title: 'Best way to learn system design as a fresher?', content: 'Books, courses or open-source projects: what actually worked for you?', category: 'Technical', answers: [
    'Read "Designing Data-Intensive Applications" slowly, one chapter a week, and sketch each idea for a system you know.',
    'Build one small service end to end and put it under load. You learn caching and queues by needing them.' ] },
  { title: 'How do I request a transcript from the college office?', content: 'I need sealed transcripts for a university application abroad.', category: 'General', answers: [
    'Write to the exam section with your roll number and the number of copies; they sealed mine in about ten working days.' ] },
  { title: 'Switching from mechanical to software: where to start?', content: 'I graduated in mechanical and now want a developer job. Any roadmap?', category: 'Career', answers: [
    'I made the same switch. Pick Python, learn data structures properly, then build two projects you can demo.',
    'Look at roles that use both: CAD automation and simulation tooling teams like engineers who can code.' ] },
  { title: 'Which electives are most useful for data science?', content: 'Choosing electives for the next semester and want practical advice.', category: 'Academic', answers: [
    'Probability and statistics first, then databases. The machine learning elective makes much more sense after those.' ] },
  { title: 'Docker or Kubernetes first?', content: 'For someone who has only deployed on a single VM, what should come first?', category: 'Technical', answers: [
    'Docker, without a doubt. Kubernetes is a way to run many containers; learn what one container is first.',
    'Containerise the app you already run on the VM, use docker compose for a while, then look at Kubernetes.' ] },
  { title: 'Alumni meetup in Bengaluru this winter?', content: 'Is anyone organising a meetup for the 2015-2019 batch in December?', category: 'General', answers: [
    'A few of us are planning one for the second Saturday of December. Watch the portal for the event post.' ] },
  { title: 'How to negotiate salary for the first job?', content: 'Is it fine to negotiate an offer from campus placement at all?', category: 'Career', answers: [
    'Campus offers are usually fixed bands, so there is little room. Off-campus offers are a different story: always ask.',
    'Ask about the joining date and relocation support instead; those are often easier to change than the salary.' ] },
  { title: 'Good resources for competitive programming?', content: 'Looking for a structured path from beginner to contest level.', category: 'Technical', answers: [
    'The CSES problem set, in order. When you are stuck for an hour, read the editorial and solve it again a week later.' ] },
  { title: 'Can alumni access the library online?', content: 'Do we keep access to the digital library subscriptions after graduating?', category: 'General', answers: [] },
  { title: 'MS abroad or MBA in India?', content: 'Torn between an MS in computer science and an MBA after four years of work.', category: 'Academic', answers: [
    'Decide what you want to be doing in five years. I chose the MBA because I wanted to lead product teams, not write the code.',
    'An MS abroad costs more but the degree and the visa route come together. Talk to people a year into each path.' ] },
  { title: 'How to get a referral without being pushy?', content: 'What is a polite way to ask seniors for referrals at their companies?', category: 'Career', answers: [
    'Send the job link, your resume and two lines on why you fit. Make it easy to say yes in five minutes.',
    'I refer people who ask about the team first. A short call before the referral works much better.' ] },
  { title: 'Which laptop specs for machine learning coursework?', content: 'Is a GPU necessary for the deep learning elective or are cloud notebooks enough?', category: 'Technical', answers: [
    'Cloud notebooks were enough for every assignment I had. Spend on 16 GB of RAM and a good keyboard instead.' ] },
  { title: 'Hostel room allotment for returning students', content: 'When does allotment open for students returning after an internship semester?', category: 'General', answers: [] },
  { title: 'Research internships in the summer: how to apply?', content: 'How early should I write to professors for summer research internships?', category: 'Academic', answers: [
    'Start in November. Read one recent paper of the lab and mention it in a short e-mail; that got me two replies out of five.' ] },
  { title: 'Freelancing while in a full-time job: allowed?', content: 'Does anyone know how companies treat side projects and freelance work?', category: 'Career', answers: [
    'Read the moonlighting clause in your offer letter. Many companies allow it with written approval from your manager.' ] },
  { title: 'How do I debug memory leaks in a Node service?', content: 'Our API slowly grows in memory until it restarts. Where do I start?', category: 'Technical', answers: [
    'Take two heap snapshots a few minutes apart under load and compare them in Chrome DevTools; the growing objects point at the leak.',
    'Check for listeners added per request and caches without a size limit. Those were both of our leaks.',
    'Run with --inspect in staging and watch the heap graph while replaying production traffic.' ] },
  { title: 'Donating to the scholarship fund from abroad', content: 'Can I donate in dollars, and do I get a receipt for taxes?', category: 'General', answers: [
    'I donate from the US by card on the donation page; the receipt arrives by e-mail the same day.' ] },
  { title: 'Credit transfer for a semester exchange', content: 'Will courses taken during an exchange semester count toward my degree?', category: 'Academic', answers: [] },
  { title: 'What does a product manager actually do day to day?', content: 'Thinking about moving from engineering to product. What is the job like?', category: 'Career', answers: [
    'Lots of listening: customers, sales, engineers. Then writing down what to build next and why, and saying no a lot.' ] },
  { title: 'PostgreSQL or MongoDB for a college project?', content: 'We are building an event app for the cultural fest. Which database is simpler?', category: 'Technical', answers: [
    'PostgreSQL. Events, tickets and people are relational, and you will want joins the day before the fest.',
    'Use whatever your team already knows; a fest app lives for two weeks.' ] },
  { title: 'Lost my degree certificate: how to get a duplicate?', content: 'What documents does the office need for a duplicate certificate?', category: 'General', answers: [
    'An FIR copy or a police report of the loss, an affidavit, and the fee receipt. It took me about a month.' ] },
  { title: 'Preparing for the CAT while working', content: 'How many hours a week did you study, and for how long?', category: 'Academic', answers: [
    'About twelve hours a week for eight months, mostly mocks and their analysis in the last three.',
    'Weekends for full mocks, weekday mornings for quant. Evenings after work never worked for me.' ] },
  { title: 'Is a startup a good first job?', content: 'I have offers from a startup and a large company. What should I weigh?', category: 'Career', answers: [
    'Look at who you will learn from. A startup with strong seniors beats a large company where you sit on a bench.' ] },
  { title: 'How to write good unit tests?', content: 'Our team writes tests that break on every refactor. What are we doing wrong?', category: 'Technical', answers: [] },
  { title: 'Parking for alumni during convocation', content: 'Is there parking for alumni attending the convocation ceremony?', category: 'General', answers: [
    'Last year the sports ground was opened for alumni parking; bring the invitation mail to show at the gate.' ] },
  { title: 'Thesis formatting guidelines for M.Tech', content: 'Where can I find the latest thesis template and margins?', category: 'Academic', answers: [
    'The department office shares the template on request; ask your guide for the version your committee expects.' ] },
];

/** Replies under answers: the asker thanks, others add to it. */
export const ASKER_COMMENTS = ['Thanks, this helped a lot!', 'Thank you, that is exactly what I needed.', 'Very useful, thanks for taking the time.'];
export const OTHER_COMMENTS = ['Same experience here.', 'Agreed, and start earlier than you think you need to.', 'Good point, I had not thought of that.'];
