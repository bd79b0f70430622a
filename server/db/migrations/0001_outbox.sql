-- Local mail outbox, used when SMTP_URL is unset (shown at /_mail).
create table if not exists public.mail_outbox (
  id uuid primary key default gen_random_uuid(),
  to_addresses text[] not null,
  subject text not null,
  text_body text not null,
  html_body text not null,
  created_at timestamptz not null default now()
);
create index if not exists mail_outbox_created_at_idx on public.mail_outbox (created_at desc);
