-- What a hosted Supabase project already has and the data API (/rest/v1) relies on: the roles
-- requests run as, auth.uid()/auth.role()/auth.jwt() as Supabase defines them, and Supabase's
-- default privileges on schema public. The app's own schema (supabase/migrations/) builds on this.

-- Roles are cluster-wide: another database of the same cluster (a test run, a second deployment)
-- may have made them already, or be making them right now.
do $$ begin
  create role anon nologin noinherit;
exception when duplicate_object or unique_violation then null; end $$;
do $$ begin
  create role authenticated nologin noinherit;
exception when duplicate_object or unique_violation then null; end $$;
do $$ begin
  create role service_role nologin noinherit bypassrls;
exception when duplicate_object or unique_violation then null; end $$;

-- The server switches to these roles with set_config('role', …) in each request's transaction; a
-- connecting user that is not a superuser must be a member of each (Supabase's `authenticator`).
do $$
declare api_role text;
begin
  if not (select rolsuper from pg_roles where rolname = current_user) then
    foreach api_role in array array['anon', 'authenticated', 'service_role'] loop
      if not pg_has_role(current_user, api_role, 'member') then
        execute format('grant %I to %I', api_role, current_user);
      end if;
    end loop;
  end if;
end $$;

-- Supabase's definitions: the claims come from the request's JWT, set by the server per transaction.
create or replace function auth.uid() returns uuid language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create or replace function auth.role() returns text language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

create or replace function auth.jwt() returns jsonb language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

grant usage on schema auth to anon, authenticated, service_role;
grant execute on function auth.uid(), auth.role(), auth.jwt() to anon, authenticated, service_role;

-- Supabase's defaults for schema public: every API role may use it, and tables, functions and
-- sequences created from now on are granted to all three (an app migration revokes what it must).
grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;

-- The server's own objects in public are not part of the API: functions are executable by PUBLIC
-- unless revoked, and notify_change would let any caller evict caches and wake every process.
revoke execute on function public.notify_change(text, text) from public, anon, authenticated, service_role;
revoke all on table public.schema_migrations from anon, authenticated, service_role;
