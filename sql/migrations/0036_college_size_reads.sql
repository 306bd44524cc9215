-- Issue 35 (docs/decisions/0118-college-size-pulls.md): the directory's company and city filters
-- match a part of the text, case-insensitively (`lower(…) like '%pune%'`). Without an index each
-- page read every profile of a large college (25,000: 35–55 ms); trigram indexes on the lowered
-- texts find the matches.
create index profiles_company_lower_trgm_idx on profiles using gin (lower(job ->> 'companyName') gin_trgm_ops);
create index profiles_location_lower_trgm_idx on profiles using gin (lower(job ->> 'location') gin_trgm_ops);

-- A member's reputation sums a four-part view; as an SQL function it was planned again in every
-- query that called it (4–5 ms, more than running it for a page of 24 members). PL/pgSQL keeps
-- the plan for the session. Same result, same rows (ADR 0114).
create or replace function member_reputation(member uuid) returns integer language plpgsql stable as $$
begin
  return (select greatest(0, coalesce(sum(points), 0))::int from reputation_points where member_id = member);
end
$$;

-- A new device's first pull takes every job still open for applications (ADR 0118).
create index jobs_open_idx on jobs (application_deadline) where deleted_at is null and status = 'active';
