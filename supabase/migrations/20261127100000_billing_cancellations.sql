-- A member who deletes their account stops paying (docs/premium.md, "Deleted accounts"; decision 2681).
-- Deleting a member cascades to their row of billing.stripe_customers; this trigger keeps the customer's id
-- here and tells every server process, one of which cancels the customer's subscriptions at Stripe and then
-- removes the row. Rows stay until Stripe has answered, so an outage delays a cancellation but never loses it.
create table billing.stripe_cancellations (
  customer_id text primary key check (customer_id ~ '^cus_[A-Za-z0-9_]{1,200}$'),
  requested_at timestamptz not null default now(),
  -- A process that takes the row moves this on (a lease): another process leaves it alone until then.
  attempt_after timestamptz not null default '-infinity'
);

create function billing.cancel_deleted_customer() returns trigger
language plpgsql set search_path = '' as $$
begin
  insert into billing.stripe_cancellations (customer_id) values (old.customer_id) on conflict do nothing;
  perform pg_notify('billing_cancellations', old.customer_id);
  return old;
end $$;

create trigger stripe_customers_cancel_deleted after delete on billing.stripe_customers
  for each row execute function billing.cancel_deleted_customer();
