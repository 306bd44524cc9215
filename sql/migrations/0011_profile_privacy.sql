-- A member's phone (optional) and privacy settings (docs/decisions/0074-profile-privacy.md): who may
-- see the e-mail, phone, current company and resume. '{}' means the defaults.
alter table profiles add column phone text not null default '';
alter table profiles add column privacy jsonb not null default '{}';
