-- A member deletes their own account: the auth.users row of the caller, and by cascade their sessions,
-- factors and library rows. Called as POST /rest/v1/rpc/delete_account; runs unchanged on hosted Supabase.
-- security definer: members have no grant on auth.users; the function runs as its owner and touches
-- only the row of auth.uid(), so no argument can point it at anyone else.
create function public.delete_account() returns void
language plpgsql security definer set search_path = '' as $$
begin
  if auth.uid() is null then
    raise exception 'Only a signed-in member can delete their account' using errcode = '42501';
  end if;
  delete from auth.users where id = auth.uid();
end $$;

-- Functions are executable by PUBLIC by default, and Supabase grants new ones to anon too: members only.
revoke execute on function public.delete_account() from public, anon;
grant execute on function public.delete_account() to authenticated;
