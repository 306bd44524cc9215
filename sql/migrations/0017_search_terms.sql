-- People search over distinct names and companies (docs/decisions/0075-people-search.md, addendum).
-- A trigram match has to recheck every row its index finds, and at 100,000 members 'priya' finds
-- thousands of members but only hundreds of distinct names. Search ranks the distinct terms, then
-- reads the members of the best ones through a plain index, in rank order, until it has enough.
-- The terms are kept by statement triggers, so a bulk insert (the roster, the bench) counts once.
create table search_terms (
  kind text not null check (kind in ('name', 'company')),
  term text not null,
  uses integer not null,
  primary key (kind, term)
);
-- A company's members in id order: search reads a few of them, never the whole company.
create index profiles_company_idx on profiles ((job ->> 'companyName'), user_id);

drop index users_full_name_trgm_idx;
drop index profiles_company_trgm_idx;

-- `counted` maps a term to its change in uses; a term nobody uses any more is dropped.
create function count_search_terms(search_kind text, counted jsonb) returns void language plpgsql as $$
begin
  insert into search_terms (kind, term, uses)
    select search_kind, c.key, c.value::int from jsonb_each_text(counted) c where c.value::int <> 0
    on conflict (kind, term) do update set uses = search_terms.uses + excluded.uses;
  delete from search_terms where kind = search_kind and uses <= 0
    and term in (select c.key from jsonb_each_text(counted) c);
end $$;

create function users_count_names() returns trigger language plpgsql as $$
declare
  counted jsonb := '{}';
begin
  if tg_op <> 'INSERT' then
    select counted || coalesce(jsonb_object_agg(full_name, -n), '{}') into counted
      from (select full_name, count(*) as n from old_rows where role = 'member' group by full_name) o;
  end if;
  if tg_op <> 'DELETE' then
    -- a name both left and came back within the statement nets out
    select counted || coalesce(jsonb_object_agg(full_name, n + coalesce((counted ->> full_name)::int, 0)), '{}') into counted
      from (select full_name, count(*) as n from new_rows where role = 'member' group by full_name) o;
  end if;
  if counted <> '{}' then perform count_search_terms('name', counted); end if;
  return null;
end $$;

create trigger users_names_inserted after insert on users referencing new table as new_rows
  for each statement execute function users_count_names();
create trigger users_names_updated after update on users referencing old table as old_rows new table as new_rows
  for each statement execute function users_count_names();
create trigger users_names_deleted after delete on users referencing old table as old_rows
  for each statement execute function users_count_names();

create function profiles_count_companies() returns trigger language plpgsql as $$
declare
  counted jsonb := '{}';
begin
  if tg_op <> 'INSERT' then
    select counted || coalesce(jsonb_object_agg(company, -n), '{}') into counted
      from (select job ->> 'companyName' as company, count(*) as n from old_rows
        where coalesce(job ->> 'companyName', '') <> '' group by 1) o;
  end if;
  if tg_op <> 'DELETE' then
    select counted || coalesce(jsonb_object_agg(company, n + coalesce((counted ->> company)::int, 0)), '{}') into counted
      from (select job ->> 'companyName' as company, count(*) as n from new_rows
        where coalesce(job ->> 'companyName', '') <> '' group by 1) o;
  end if;
  if counted <> '{}' then perform count_search_terms('company', counted); end if;
  return null;
end $$;

create trigger profiles_companies_inserted after insert on profiles referencing new table as new_rows
  for each statement execute function profiles_count_companies();
create trigger profiles_companies_updated after update on profiles referencing old table as old_rows new table as new_rows
  for each statement execute function profiles_count_companies();
create trigger profiles_companies_deleted after delete on profiles referencing old table as old_rows
  for each statement execute function profiles_count_companies();

insert into search_terms (kind, term, uses)
  select 'name', full_name, count(*) from users where role = 'member' group by full_name;
insert into search_terms (kind, term, uses)
  select 'company', job ->> 'companyName', count(*) from profiles
  where coalesce(job ->> 'companyName', '') <> '' group by 2;
-- New terms go straight into the index (no pending list to scan): they are few next to searches.
create index search_terms_name_trgm_idx on search_terms using gin (term gin_trgm_ops) with (fastupdate = off) where kind = 'name';
create index search_terms_company_trgm_idx on search_terms using gin (term gin_trgm_ops) with (fastupdate = off) where kind = 'company';
