-- Demo roster: 324 students over nine batches (2014-2018 … 2022-2026), deterministic.
-- Roll numbers are 12 digits: start year, branch code, serial (e.g. 201803000042).
with
  first_names(fn, gender) as (
    select * from unnest(
      array['Aarav','Aditi','Akash','Ananya','Arjun','Bhavya','Chetan','Deepika','Dev','Divya',
            'Farhan','Gauri','Harsh','Ishita','Jaya','Karan','Kavya','Manish','Meera','Nikhil',
            'Neha','Omkar','Pooja','Pranav','Riya','Rohan','Sakshi','Sameer','Sneha','Tanvi',
            'Varun','Vidya','Yash','Zoya','Kabir','Alex'],
      array['Male','Female','Male','Female','Male','Female','Male','Female','Male','Female',
            'Male','Female','Male','Female','Female','Male','Female','Male','Female','Male',
            'Female','Male','Female','Male','Female','Male','Female','Male','Female','Female',
            'Male','Female','Male','Female','Male','Other'])),
  numbered_first as (select row_number() over () as i, fn, gender from first_names),
  last_names as (
    select row_number() over () as i, ln from unnest(
      array['Sharma','Iyer','Patel','Reddy','Nair','Gupta','Menon','Singh','Rao','Das',
            'Kulkarni','Joshi','Banerjee','Khan','Pillai','Chatterjee','Mehta','Verma','Bose',
            'Naidu','Shetty','Kapoor','Mishra','Fernandes','Hegde']) as ln),
  branches as (
    select row_number() over () as i, code, branch, course from (values
      (1, 'Computer Science', 'B.Tech'),
      (2, 'Electronics and Communication', 'B.Tech'),
      (3, 'Mechanical Engineering', 'B.Tech'),
      (4, 'Civil Engineering', 'B.Tech'),
      (5, 'Electrical Engineering', 'B.Tech'),
      (6, 'Information Technology', 'B.Tech'),
      (7, 'Data Science', 'M.Tech'),
      (8, 'Finance', 'MBA'),
      (9, 'Computer Applications', 'MCA')) as b(code, branch, course)),
  students as (
    select
      g,
      2014 + (g % 9) as start_year,
      1 + ((g * 7) % 36) as fi,
      1 + ((g * 11) % 25) as li,
      1 + ((g * 5) % 9) as bi
    from generate_series(1, 324) as g)
insert into college_data (full_name, email, roll_number, gender, course, branch, cgpa, batch)
select
  f.fn || ' ' || l.ln,
  lower(f.fn || '.' || l.ln || s.g) || '@students.example.edu',
  s.start_year::bigint * 100000000 + b.code * 1000000 + s.g,
  f.gender,
  b.course,
  b.branch,
  round((6 + ((s.g * 37) % 400) / 100.0)::numeric, 2),
  s.start_year || '-' || (s.start_year + case when b.course in ('M.Tech', 'MBA', 'MCA') then 2 else 4 end)
from students s
join numbered_first f on f.i = s.fi
join last_names l on l.i = s.li
join branches b on b.i = s.bi;
