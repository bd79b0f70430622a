-- Premium memberships (docs/premium.md): the plans sold, each member's entitlements, gift codes and their
-- redemptions, and which stored media files the public URL withholds (decisions 2613-2619).

-- The plans /subscribe lists; editors change them in the studio. unit_amount is in the currency's minor unit
-- (cents), as Stripe counts it. A plan with no stripe_price_id shows without a payment button.
create table public.plans (
  id text primary key constraint plans_id_is_slug check (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(id) <= 60),
  name text not null check (btrim(name) <> '' and char_length(name) <= 100),
  interval text not null check (interval in ('month', 'year')),
  unit_amount integer not null check (unit_amount between 0 and 100000000),
  currency text not null default 'usd' check (currency ~ '^[a-z]{3}$'),
  trial_days integer not null default 0 check (trial_days between 0 and 365),
  active boolean not null default true,
  stripe_price_id text check (stripe_price_id ~ '^price_[A-Za-z0-9_]{1,200}$'),
  position integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create trigger plans_set_updated_at before update on public.plans
  for each row execute function public.catalog_set_updated_at();
create trigger plans_record_change after insert or update or delete on public.plans
  for each row execute function public.catalog_record_change('id');

insert into public.plans (id, name, interval, unit_amount, currency, trial_days, position) values
  ('monthly', 'Monthly', 'month', 1500, 'usd', 7, 1),
  ('yearly', 'Yearly', 'year', 12000, 'usd', 7, 2);

-- Gift codes: `code` is stored as typed by no one, normalised (16 characters of Crockford's base 32, 80 random
-- bits); redeeming one gives `months` of Premium, at most `max_uses` times, until `expires_at` (null: never).
create table public.premium_codes (
  id uuid primary key default gen_random_uuid(),
  code text not null unique check (code ~ '^[0-9A-HJKMNP-TV-Z]{16}$'),
  batch_id uuid not null,
  months integer not null check (months between 1 and 120),
  max_uses integer not null default 1 check (max_uses between 1 and 100000),
  expires_at timestamptz,
  note text check (char_length(note) <= 200),
  created_by uuid,
  created_at timestamptz not null default now()
);
create index premium_codes_batch_idx on public.premium_codes (batch_id);

create table public.premium_code_redemptions (
  code_id uuid not null references public.premium_codes (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  redeemed_at timestamptz not null default now(),
  primary key (code_id, user_id)
);

-- What entitles a member: any row with valid_until in the future. Only the server writes them (the
-- redeem-code, member-premium and stripe-webhook functions); a member reads their own.
--   stripe: one row per subscription (stripe_subscription_id), kept in step with it; `renews` true while it
--           will renew at valid_until; `status` is Stripe's (trialing, active, past_due, canceled…).
--   code:   one row per redemption (code_id).
--   grant:  given or ended by an editor by hand.
create table public.entitlements (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  tier text not null default 'premium' check (tier = 'premium'),
  source text not null check (source in ('stripe', 'code', 'grant')),
  valid_until timestamptz not null,
  renews boolean not null default false,
  status text,
  stripe_subscription_id text unique,
  code_id uuid references public.premium_codes (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint entitlements_stripe_has_subscription check ((source = 'stripe') = (stripe_subscription_id is not null))
);
create index entitlements_user_idx on public.entitlements (user_id, valid_until desc);

-- Entitlements keep their own updated_at (no optimistic locking here), and every change goes into the edit
-- history under the member's id, so a member's page in the studio shows who gave or ended what.
create function public.entitlements_touch() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.updated_at := now();
  return new;
end $$;
create trigger entitlements_touch before update on public.entitlements
  for each row execute function public.entitlements_touch();
create trigger entitlements_record_change after insert or update or delete on public.entitlements
  for each row execute function public.catalog_record_change('user_id');

alter table public.plans enable row level security;
alter table public.premium_codes enable row level security;
alter table public.premium_code_redemptions enable row level security;
alter table public.entitlements enable row level security;

create policy "Everyone reads active plans" on public.plans for select to anon, authenticated using (active);
create policy "Editors read every plan" on public.plans for select to authenticated using ((select public.is_editor()));
create policy "Editors add plans" on public.plans for insert to authenticated with check ((select public.is_editor()));
create policy "Editors change plans" on public.plans for update to authenticated
  using ((select public.is_editor())) with check ((select public.is_editor()));
create policy "Editors read codes" on public.premium_codes for select to authenticated using ((select public.is_editor()));
create policy "Editors read redemptions" on public.premium_code_redemptions for select to authenticated using ((select public.is_editor()));
create policy "Members read their own entitlements" on public.entitlements for select to authenticated
  using (user_id = (select auth.uid()));

revoke all on table public.plans, public.premium_codes, public.premium_code_redemptions, public.entitlements
  from anon, authenticated, service_role;
grant select on table public.plans to anon, authenticated;
grant insert, update on table public.plans to authenticated;
grant select on table public.premium_codes, public.premium_code_redemptions, public.entitlements to authenticated;
grant all on table public.plans, public.premium_codes, public.premium_code_redemptions, public.entitlements to service_role;

-- The files of a premium video's renditions that the public URL of bucket `media` never serves: playlists and
-- segments under videos/{id}/{version}/ of a video marked Premium. Its poster, storyboard and captions stay
-- public; the renditions reach members and previews through /functions/v1/playback's tokens.
create function public.media_withheld(bucket text, name text) returns boolean
language sql stable security definer set search_path = '' as $$
  select bucket = 'media'
     and name ~ '^videos/[^/]+/[^/]+/'
     and name !~ '^videos/[^/]+/[^/]+/(poster[^/]*\.jpg|storyboard\.(jpg|vtt)|captions/[^/]+)$'
     and exists (select 1 from public.videos v where v.id = split_part(name, '/', 2) and v.is_premium)
$$;
grant execute on function public.media_withheld(text, text) to anon, authenticated, service_role;

drop policy "Anyone reads media" on storage.objects;
create policy "Anyone reads media but withheld renditions" on storage.objects for select to anon, authenticated
  using (bucket_id = 'media' and not public.media_withheld(bucket_id, name));
create policy "Editors read all media" on storage.objects for select to authenticated
  using (bucket_id = 'media' and (select public.is_editor()));

-- /subscribe is a page the server renders and caches: a plan's change drops the cached pages too.
create trigger plans_notify after insert or update or delete or truncate on public.plans
  for each statement execute function public.catalog_notify();
