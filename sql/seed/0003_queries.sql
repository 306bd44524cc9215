-- Demo Query Portal: 28 questions over every category and status, with answers, comments and votes
-- by the demo alumni. Counts are computed from the rows, as the mutators keep them.
with
  qs(i, title, content, category) as (values
    (1, 'How do I prepare for campus placements in my final year?', 'Which topics and mock interviews helped you most before the first round?', 'Career'),
    (2, 'Is GATE worth it after a few years of work?', 'I have three years in a service company and want to move to core roles.', 'Academic'),
    (3, 'Best way to learn system design as a fresher?', 'Books, courses or open-source projects: what actually worked for you?', 'Technical'),
    (4, 'How do I request a transcript from the college office?', 'I need sealed transcripts for a university application abroad.', 'General'),
    (5, 'Switching from mechanical to software: where to start?', 'I graduated in mechanical and now want a developer job. Any roadmap?', 'Career'),
    (6, 'Which electives are most useful for data science?', 'Choosing electives for the next semester and want practical advice.', 'Academic'),
    (7, 'Docker or Kubernetes first?', 'For someone who has only deployed on a single VM, what should come first?', 'Technical'),
    (8, 'Alumni meetup in Bengaluru this winter?', 'Is anyone organising a meetup for the 2015-2019 batch in December?', 'General'),
    (9, 'How to negotiate salary for the first job?', 'Is it fine to negotiate an offer from campus placement at all?', 'Career'),
    (10, 'Good resources for competitive programming?', 'Looking for a structured path from beginner to contest level.', 'Technical'),
    (11, 'Can alumni access the library online?', 'Do we keep access to the digital library subscriptions after graduating?', 'General'),
    (12, 'MS abroad or MBA in India?', 'Torn between an MS in computer science and an MBA after four years of work.', 'Academic'),
    (13, 'How to get a referral without being pushy?', 'What is a polite way to ask seniors for referrals at their companies?', 'Career'),
    (14, 'Which laptop specs for machine learning coursework?', 'Is a GPU necessary for the deep learning elective or are cloud notebooks enough?', 'Technical'),
    (15, 'Hostel room allotment for returning students', 'When does allotment open for students returning after an internship semester?', 'General'),
    (16, 'Research internships in the summer: how to apply?', 'How early should I write to professors for summer research internships?', 'Academic'),
    (17, 'Freelancing while in a full-time job: allowed?', 'Does anyone know how companies treat side projects and freelance work?', 'Career'),
    (18, 'How do I debug memory leaks in a Node service?', 'Our API slowly grows in memory until it restarts. Where do I start?', 'Technical'),
    (19, 'Donating to the scholarship fund from abroad', 'Can I donate in dollars, and do I get a receipt for taxes?', 'General'),
    (20, 'Credit transfer for a semester exchange', 'Will courses taken during an exchange semester count toward my degree?', 'Academic'),
    (21, 'What does a product manager actually do day to day?', 'Thinking about moving from engineering to product. What is the job like?', 'Career'),
    (22, 'PostgreSQL or MongoDB for a college project?', 'We are building an event app for the cultural fest. Which database is simpler?', 'Technical'),
    (23, 'Lost my degree certificate: how to get a duplicate?', 'What documents does the office need for a duplicate certificate?', 'General'),
    (24, 'Preparing for the CAT while working', 'How many hours a week did you study, and for how long?', 'Academic'),
    (25, 'Is a startup a good first job?', 'I have offers from a startup and a large company. What should I weigh?', 'Career'),
    (26, 'How to write good unit tests?', 'Our team writes tests that break on every refactor. What are we doing wrong?', 'Technical'),
    (27, 'Parking for alumni during convocation', 'Is there parking for alumni attending the convocation ceremony?', 'General'),
    (28, 'Thesis formatting guidelines for M.Tech', 'Where can I find the latest thesis template and margins?', 'Academic')),
  members as (select row_number() over (order by roll_number) as i, id from users where role = 'member'),
  member_count as (select greatest(count(*), 1) as n from members),
  inserted as (
    insert into questions (id, title, content, category, status, asked_by, created_at)
    select gen_random_uuid(), qs.title, qs.content, qs.category,
      (array['Open','Open','In Progress','Resolved','Closed'])[1 + qs.i % 5],
      (select m.id from members m, member_count mc where m.i = 1 + qs.i % mc.n),
      now() - make_interval(hours => qs.i * 37)
    from qs
    returning id, created_at)
select count(*) from inserted;

-- Up to three answers per question, by other members.
insert into answers (id, question_id, answer, answered_by, created_at)
select gen_random_uuid(), q.id,
  (array['Start small and be consistent: an hour every day beats a weekend marathon.',
         'I did exactly this two years ago. Happy to share my notes, message me through the portal.',
         'Ask the department office first; they usually have a checklist for this.',
         'Focus on fundamentals before tools. The rest follows much faster.'])[1 + (n + length(q.title)) % 4],
  (select m.id from (select row_number() over (order by roll_number) as i, id from users where role = 'member') m
   where m.i = 1 + (n + length(q.title)) % greatest((select count(*) from users where role = 'member'), 1)),
  q.created_at + make_interval(hours => n * 3)
from questions q, generate_series(1, 3) n
where n <= 1 + length(q.title) % 3;

-- A comment on every other answer.
insert into comments (id, answer_id, content, commented_by, created_at)
select gen_random_uuid(), a.id, 'Thanks, this helped a lot!', q.asked_by, a.created_at + interval '2 hours'
from answers a join questions q on q.id = a.question_id
where length(a.answer) % 2 = 0 or a.created_at < q.created_at + interval '4 hours';

-- Votes: each member likes some questions and answers, dislikes a few.
insert into votes (user_id, target_type, target_id, value)
select u.id, 'question', q.id, case when (length(q.title) + u.n) % 5 = 0 then -1 else 1 end
from questions q, (select row_number() over (order by roll_number) as n, id from users where role = 'member') u
where (length(q.content) + u.n) % 3 <> 0;
insert into votes (user_id, target_type, target_id, value)
select u.id, 'answer', a.id, case when (length(a.answer) + u.n) % 4 = 0 then -1 else 1 end
from answers a, (select row_number() over (order by roll_number) as n, id from users where role = 'member') u
where (extract(epoch from a.created_at)::bigint + u.n) % 2 = 0;

update questions q set
  answer_count = (select count(*) from answers a where a.question_id = q.id),
  upvotes = (select count(*) from votes v where v.target_type = 'question' and v.target_id = q.id and v.value = 1),
  downvotes = (select count(*) from votes v where v.target_type = 'question' and v.target_id = q.id and v.value = -1);
update answers a set
  comment_count = (select count(*) from comments c where c.answer_id = a.id),
  upvotes = (select count(*) from votes v where v.target_type = 'answer' and v.target_id = a.id and v.value = 1),
  downvotes = (select count(*) from votes v where v.target_type = 'answer' and v.target_id = a.id and v.value = -1);
