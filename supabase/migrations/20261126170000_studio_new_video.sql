-- "New video" in the studio (docs/catalog.md#studio, decision 2604): a draft with an English title, whose id is a
-- slug of that title, made unique with -2, -3…. security invoker: row-level security still decides.
create function public.studio_slug(value text) returns text
language sql immutable set search_path = '' as $$
  -- Accents dropped (NFD, then combining marks removed), any other run of characters becomes one hyphen;
  -- 90 characters leave room for a suffix within the id's 100.
  select coalesce(nullif(btrim(left(btrim(regexp_replace(
    regexp_replace(lower(normalize(value, NFD)), '[\u0300-\u036f]', '', 'g'), '[^a-z0-9]+', '-', 'g'), '-'), 90), '-'), ''), 'video')
$$;

create function public.studio_new_video(title text) returns text
language plpgsql security invoker set search_path = '' as $$
#variable_conflict use_variable
declare
  clean_title text;
  base text;
  candidate text;
  suffix integer := 1;
begin
  perform public.studio_require_editor();
  clean_title := public.studio_text(title, 'title.en', 200, true);
  base := public.studio_slug(clean_title);
  candidate := base;
  loop
    -- Editors read drafts too, so the check sees every id; the insert's own check settles a race with another editor.
    if not exists (select 1 from public.videos v where v.id = candidate) then
      begin
        insert into public.videos (id, title, published_at) values (candidate, clean_title, null);
        return candidate;
      exception when unique_violation then
        null;
      end;
    end if;
    suffix := suffix + 1;
    candidate := base || '-' || suffix;
  end loop;
end $$;

revoke execute on function public.studio_slug(text), public.studio_new_video(text) from public, anon;
grant execute on function public.studio_slug(text), public.studio_new_video(text) to authenticated, service_role;
