-- Issue 52: an outbox row wakes the dispatchers (NOTIFY outbox) so a code mail or a push goes at
-- once, not at the next poll; the poll stays for retries and for a dispatcher that missed the
-- notification (docs/decisions/0148-dispatcher-woken-by-its-rows.md).
create function outbox_wake() returns trigger language plpgsql as $$
begin
  perform pg_notify('outbox', '');
  return null;
end $$;
create trigger outbox_wake after insert on outbox for each statement execute function outbox_wake();
