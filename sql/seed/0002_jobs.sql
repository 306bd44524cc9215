-- Demo job board: 48 varied posts by the demo alumni, some new, some closed.
with
  titles as (select row_number() over () as i, t from unnest(array[
    'Frontend Engineer','Backend Developer','Data Analyst','Product Designer','DevOps Engineer',
    'Machine Learning Intern','Civil Site Engineer','Embedded Systems Engineer','Business Analyst',
    'QA Automation Engineer','Mechanical Design Engineer','Technical Writer','Cloud Architect',
    'Finance Associate','Android Developer','Research Assistant']) as t),
  companies as (select row_number() over () as i, c from unnest(array[
    'Infosys','Tata Consultancy Services','Wipro','Zoho','Freshworks','Larsen & Toubro','Bosch',
    'Flipkart','Razorpay','Swiggy','HCLTech','Mahindra']) as c),
  places as (select row_number() over () as i, p from unnest(array[
    'Bengaluru','Pune','Hyderabad','Chennai','Mumbai','Work from home','Gurugram','Kochi','Remote (Work from home)','Noida']) as p),
  types as (select row_number() over () as i, jt from unnest(array['Full-time','Full-time','Part-time','Internship','Contract','Freelance']) as jt),
  levels as (select row_number() over () as i, l from unnest(array['fresher','1 year','2 year','3 year','4 year','5 year','5+ year']) as l),
  reqs as (select row_number() over () as i, r from unnest(array[
    '["JavaScript","React","CSS","Git"]','["Python","SQL","Pandas"]','["Java","Spring Boot","PostgreSQL","Docker","Kafka"]',
    '["Figma","User research","Prototyping"]','["AutoCAD","Site supervision","Estimation"]',
    '["C","RTOS","Oscilloscope"]','["Excel","Financial modelling","Communication","Tally"]',
    '["Kotlin","Android SDK","Jetpack Compose","Testing"]']::jsonb[]) as r),
  authors as (select row_number() over (order by roll_number) as i, u.id from users u where u.role = 'member'),
  author_count as (select greatest(count(*), 1) as n from authors)
insert into jobs (id, title, company_name, location, job_type, salary_range, salary_currency, year_of_experience,
  description, requirements, apply_link, contact_email, contact_phone, application_deadline, posted_by, created_at)
select
  gen_random_uuid(),
  t.t, c.c, p.p, jt.jt,
  (200000 + (g % 9) * 150000) || '-' || (500000 + (g % 9) * 250000),
  case when g % 11 = 0 then 'USD' else 'INR' end,
  l.l,
  'Join the team at ' || c.c || ' as a ' || t.t || '. You will work with experienced alumni of our college on real products, '
    || 'with mentoring in your first months and a clear path to grow.',
  r.r,
  'https://careers.example.com/' || lower(replace(c.c, ' ', '-')) || '/' || g,
  'careers@' || lower(regexp_replace(c.c, '[^A-Za-z]', '', 'g')) || '.example.com',
  '+91 80 4' || lpad((g * 7919 % 1000000)::text, 6, '0'),
  current_date + ((g * 5) % 70 - 10),
  (select a.id from authors a, author_count ac where a.i = 1 + (g % ac.n)),
  now() - make_interval(hours => (g * g * 7) % (24 * 60))
from generate_series(1, 48) g
join titles t on t.i = 1 + (g % 16)
join companies c on c.i = 1 + ((g * 5) % 12)
join places p on p.i = 1 + ((g * 3) % 10)
join types jt on jt.i = 1 + (g % 6)
join levels l on l.i = 1 + ((g * 2) % 7)
join reqs r on r.i = 1 + (g % 8);
