-- What the server remembers of Stripe (docs/premium.md, "Stripe"; decisions 2640-2644), in a schema the data API
-- does not expose: only the server's owner connection reads or writes it.
create schema billing;
revoke all on schema billing from public;

-- One Stripe customer per member, made at their first checkout and reused by every later one and by the portal.
create table billing.stripe_customers (
  user_id uuid primary key references auth.users (id) on delete cascade,
  customer_id text not null unique check (customer_id ~ '^cus_[A-Za-z0-9_]{1,200}$'),
  created_at timestamptz not null default now()
);

-- The webhook's events already applied, by Stripe's id: a replay of one changes nothing.
create table billing.stripe_events (
  id text primary key check (char_length(id) <= 255),
  type text not null,
  processed_at timestamptz not null default now()
);

-- Per subscription, what Stripe does not keep for us: when it was first seen past_due (its grace runs from
-- then), cleared when it is paid again.
create table billing.stripe_subscriptions (
  subscription_id text primary key check (char_length(subscription_id) <= 255),
  user_id uuid not null references auth.users (id) on delete cascade,
  past_due_since timestamptz,
  updated_at timestamptz not null default now()
);
