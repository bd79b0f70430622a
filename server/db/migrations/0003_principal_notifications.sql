-- Every write that changes what GET /user answers or what an access-token check reads (the user,
-- their identities and factors, their sessions' existence and level) announces the user's id on
-- channel `auth_principal`, so each server process can evict its cached copy (decision 0806).

-- pg_notify, and the same note kept in a transaction-local setting, read back by the server just
-- before it commits, so its own process evicts at commit without waiting for the notification.
create or replace function public.notify_change(channel text, payload text) returns void language plpgsql as $$
begin
  perform pg_notify(channel, payload);
  perform set_config('stillwater.notifications',
    coalesce(current_setting('stillwater.notifications', true), '') || channel || ' ' || payload || E'\n', true);
end $$;

-- TG_ARGV[0] names the column holding the user id.
create or replace function auth.principal_changed() returns trigger language plpgsql as $$
begin
  if tg_op <> 'INSERT' then perform public.notify_change('auth_principal', to_jsonb(old) ->> tg_argv[0]); end if;
  if tg_op <> 'DELETE' then perform public.notify_change('auth_principal', to_jsonb(new) ->> tg_argv[0]); end if;
  return null;
end $$;

create trigger users_principal_changed after update or delete on auth.users
  for each row execute function auth.principal_changed('id');
create trigger identities_principal_changed after insert or update or delete on auth.identities
  for each row execute function auth.principal_changed('user_id');
create trigger mfa_factors_principal_changed after insert or update or delete on auth.mfa_factors
  for each row execute function auth.principal_changed('user_id');
create trigger sessions_principal_changed after delete on auth.sessions
  for each row execute function auth.principal_changed('user_id');
-- A refresh touches refreshed_at, user agent and ip on every rotation: those are not cached.
create trigger sessions_principal_updated after update on auth.sessions
  for each row when (old.aal is distinct from new.aal or old.factor_id is distinct from new.factor_id
    or old.not_after is distinct from new.not_after or old.user_id is distinct from new.user_id)
  execute function auth.principal_changed('user_id');
