-- Donations through Razorpay (issue 14; docs/decisions/0080-donations.md). A row is paid only by a
-- verified signature (Checkout's callback) or a verified webhook, and a payment id is unique, so a
-- replay or the second of the two confirmations changes nothing.

create table donation_funds (
  id uuid primary key default gen_random_uuid(),
  name text not null unique,
  description text not null default '',
  goal bigint not null check (goal > 0),
  open boolean not null default true,
  position integer not null default 0,
  created_at timestamptz not null default now()
);
insert into donation_funds (name, description, goal, position) values
  ('Scholarships', 'Fees and living costs for students who could not study here without help.', 2500000, 1),
  ('Campus Facilities', 'Labs, the library and the hostels: the places where students learn and live.', 1500000, 2),
  ('Student Programs', 'Hackathons, clubs, mentoring and visits that carry learning past the classroom.', 1000000, 3);

-- Razorpay plans, one per amount and period, created on first use and reused.
create table donation_plans (
  period text not null check (period in ('monthly', 'yearly')),
  amount bigint not null,
  plan_id text not null unique,
  primary key (period, amount)
);

create table donations (
  id uuid primary key default gen_random_uuid(),
  reference text not null unique,
  donor_id uuid not null references users (id),
  fund_id uuid references donation_funds (id),
  -- whole rupees, as asked; what was paid is `paid_amount`, in paise, as Razorpay reported it
  amount bigint not null check (amount between 10 and 1000000),
  donation_type text not null check (donation_type in ('One-Time', 'Monthly', 'Annual')),
  message text not null default '',
  status text not null default 'created' check (status in ('created', 'paid', 'failed', 'cancelled', 'refunded')),
  idempotency_key text,
  order_id text unique,
  -- Monthly and Annual: the subscription, on its first row and on each later charge's row
  subscription_id text,
  subscription_status text check (subscription_status in ('created', 'active', 'cancelled', 'completed')),
  parent_id uuid references donations (id),
  payment_id text unique,
  paid_amount bigint,
  failure_reason text,
  created_at timestamptz not null,
  paid_at timestamptz,
  updated_at timestamptz not null,
  unique (donor_id, idempotency_key)
);
create index donations_donor_idx on donations (donor_id, created_at desc);
create index donations_created_idx on donations (created_at) where status = 'created';
create index donations_paid_idx on donations (paid_at) where status = 'paid';
create unique index donations_subscription_first_idx on donations (subscription_id) where parent_id is null;

-- Webhook deliveries already handled, by Razorpay's x-razorpay-event-id.
create table payment_events (
  event_id text primary key,
  event text not null,
  received_at timestamptz not null
);

-- The donor's Donation tile sums paid rows: re-stamp the profile when a row is paid or refunded,
-- so the next pull brings it to the donor's devices.
create function donations_restamp_profile() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' or old.status is distinct from new.status then
    update profiles set version = version where user_id = new.donor_id;
  end if;
  return null;
end $$;
create trigger donations_restamp after insert or update on donations
  for each row execute function donations_restamp_profile();
