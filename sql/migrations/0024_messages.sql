-- Messages between connected members (issue 31; docs/decisions/0106-messages.md).

-- One conversation per pair (its id derived from the pair: domain/messages/message.ts). `last_seq`
-- hands out each message's place under the row's lock, so a conversation has one order, the order
-- in which its sends committed. Each member's read and delivered marks only move forward.
create table conversations (
  id uuid primary key,
  user_low uuid not null references users (id) on delete cascade,
  user_high uuid not null references users (id) on delete cascade,
  last_seq bigint not null default 0,
  last_message_at timestamptz,
  low_read_seq bigint not null default 0,
  high_read_seq bigint not null default 0,
  low_delivered_seq bigint not null default 0,
  high_delivered_seq bigint not null default 0,
  created_at timestamptz not null,
  version bigint not null default 0,
  deleted_at timestamptz,
  check (user_low < user_high),
  unique (user_low, user_high)
);
create index conversations_low_version_idx on conversations (user_low, version);
create index conversations_high_version_idx on conversations (user_high, version);
create trigger conversations_bump_version before insert or update on conversations
  for each row execute function bump_sync_version();

-- A message keeps its row when deleted for both (`retracted_at`, its text blanked): the thread
-- says 'This message was deleted' where it was.
create table messages (
  id uuid primary key,
  conversation_id uuid not null references conversations (id) on delete cascade,
  sender_id uuid not null references users (id) on delete cascade,
  recipient_id uuid not null references users (id) on delete cascade,
  seq bigint not null,
  text text not null,
  sent_at timestamptz not null,
  retracted_at timestamptz,
  version bigint not null default 0,
  deleted_at timestamptz,
  unique (conversation_id, seq)
);
create index messages_sender_version_idx on messages (sender_id, version);
create index messages_recipient_version_idx on messages (recipient_id, version);
create trigger messages_bump_version before insert or update on messages
  for each row execute function bump_sync_version();

create table member_blocks (
  blocker_id uuid not null references users (id) on delete cascade,
  blocked_id uuid not null references users (id) on delete cascade,
  created_at timestamptz not null,
  primary key (blocker_id, blocked_id)
);
create index member_blocks_blocked_idx on member_blocks (blocked_id);

-- Until the alumni office's moderation queue exists (issue 32), a report is kept with its reason.
create table message_reports (
  id uuid primary key,
  message_id uuid not null references messages (id) on delete cascade,
  reporter_id uuid not null references users (id) on delete cascade,
  reason text not null,
  created_at timestamptz not null
);

-- Read receipts, on unless the member turns them off (then neither side sees them).
alter table profiles add column read_receipts boolean not null default true;

-- Whether a pair may write (their connection) changes the conversation's `canSend`: re-stamped.
create function restamp_conversation_of_connection() returns trigger language plpgsql as $$
begin
  update conversations set version = version where user_low = new.user_low and user_high = new.user_high;
  return null;
end $$;
create trigger connections_restamp_conversation after insert or update on connections
  for each row execute function restamp_conversation_of_connection();

-- Pokes (migration 0023): a conversation and its messages are the two members'.
create trigger conversations_poke_insert after insert on conversations referencing new table as changed for each statement execute function poke_members('conversations', 'user_low', 'user_high');
create trigger conversations_poke_update after update on conversations referencing new table as changed for each statement execute function poke_members('conversations', 'user_low', 'user_high');
create trigger messages_poke_insert after insert on messages referencing new table as changed for each statement execute function poke_members('messages', 'sender_id', 'recipient_id');
create trigger messages_poke_update after update on messages referencing new table as changed for each statement execute function poke_members('messages', 'sender_id', 'recipient_id');
