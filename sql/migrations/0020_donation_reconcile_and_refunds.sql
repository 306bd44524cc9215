-- Issue 36. The reconciler's per-order back-off (docs/decisions/0098-reconciler-back-off-own-loop.md)
-- and refunds by amount (docs/decisions/0099-partial-refunds.md).

-- An order Razorpay refuses to answer about: how often in a row, why, when to ask again, and when
-- the reconciler gave up and left it to the admin.
alter table donations
  add column reconcile_failures integer not null default 0,
  add column reconcile_error text,
  add column reconcile_next_at timestamptz,
  add column reconcile_gave_up_at timestamptz;
create index donations_needs_admin_idx on donations (reconcile_gave_up_at) where reconcile_gave_up_at is not null;

-- What has been refunded of `paid_amount`, in paise; what a donation counts is the difference.
alter table donations add column refunded_amount bigint not null default 0;
-- A row refunded before refunds had amounts was refunded in full.
update donations set refunded_amount = coalesce(paid_amount, 0) where status = 'refunded';
alter table donations add constraint donations_refunded_amount_check
  check (refunded_amount >= 0 and refunded_amount <= coalesce(paid_amount, 0));

-- Each refund once, by Razorpay's refund id, whatever webhook event brought it. `amount` is
-- Razorpay's figure; `counted` is what it took off the donation (never more than remained).
create table donation_refunds (
  refund_id text primary key,
  donation_id uuid not null references donations (id),
  payment_id text not null,
  amount bigint not null check (amount > 0),
  counted bigint not null check (counted >= 0 and counted <= amount),
  processed_at timestamptz not null
);
create index donation_refunds_donation_idx on donation_refunds (donation_id);

-- The Donation tile sums what was kept: a partial refund changes it without changing the status.
create or replace function donations_restamp_profile() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' or old.status is distinct from new.status or old.refunded_amount is distinct from new.refunded_amount then
    update profiles set version = version where user_id = new.donor_id;
  end if;
  return null;
end $$;
