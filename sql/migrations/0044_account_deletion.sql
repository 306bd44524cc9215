-- Issue 53, "Leaving" (docs/decisions/0141-leaving.md): an account asked to be deleted is deactivated
-- at once and erased 14 days later unless its member signs in and keeps it. Erasure keeps the users
-- row as a tombstone ("Former member") so that what others rely on (their threads, the answers under
-- their questions, the college's donation records) stays whole, and clears everything personal.
alter table users add column deactivated_at timestamptz;
alter table users add column erase_after timestamptz;
alter table users add column erased_at timestamptz;
create index users_erase_due_idx on users (erase_after) where erased_at is null and erase_after is not null;
-- A paid donation keeps the donor's name after erasure: the college's 80G receipts and Form 10BD
-- name the donor (Income-tax Act, section 80G(5)); nothing else of the person is kept with it.
alter table donations add column donor_name_kept text;
-- An erased member keeps no roster link: the record is the college's, and its roll number may sign up again.
alter table users drop constraint users_check;
alter table users add constraint users_member_has_roster check (role = 'admin' or roster_id is not null or erased_at is not null);
