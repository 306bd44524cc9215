-- Issue 32: an announcement may link to an event, a fund or a job: {kind, id, title}, the title as
-- it was when the announcement was written (docs/decisions/0109-announcements.md).
alter table announcements add column link jsonb;
