-- What the public pages need from the catalog to be rendered live from the database (docs/catalog.md).

-- A video whose teacher is unpublished leaves the public site with them: their page is gone, and a
-- watch page must not credit a teacher nobody can open (decision 2541).
drop policy "Everyone reads published videos" on public.videos;
create policy "Everyone reads published videos" on public.videos
  for select to anon, authenticated using (
    published_at <= now()
    and (teacher_id is null or exists (select 1 from public.teachers p where p.id = videos.teacher_id and p.published))
  );

-- The teacher's name travels with each video, so a card or a watch page needs one request, not two
-- (the data API has no embedding). Appended last: `create or replace` keeps the earlier columns.
create or replace view public.localized_videos with (security_invoker = true) as
  select v.id, l.language,
         coalesce(t.title, v.title) as title, coalesce(t.description, v.description) as description,
         v.teacher_id, v.category, v.is_premium, v.duration_seconds, v.poster_url, v.playback_url,
         v.published_at, v.created_at, v.updated_at,
         p.name as teacher_name
    from public.videos v
    cross join (values ('en'), ('es'), ('fr'), ('de')) as l (language)
    left join public.video_translations t on t.video_id = v.id and t.language = l.language
    left join public.teachers p on p.id = v.teacher_id;

-- One notification per statement that changes the catalog: every server process drops the pages it
-- rendered from it (decision 2542). On hosted Supabase nobody listens, and it costs nothing.
create function public.catalog_notify() returns trigger
language plpgsql set search_path = '' as $$
begin
  perform pg_notify('catalog', tg_table_name);
  return null;
end $$;

create trigger teachers_notify after insert or update or delete or truncate on public.teachers
  for each statement execute function public.catalog_notify();
create trigger videos_notify after insert or update or delete or truncate on public.videos
  for each statement execute function public.catalog_notify();
create trigger video_translations_notify after insert or update or delete or truncate on public.video_translations
  for each statement execute function public.catalog_notify();
create trigger teacher_translations_notify after insert or update or delete or truncate on public.teacher_translations
  for each statement execute function public.catalog_notify();
create trigger home_hero_slides_notify after insert or update or delete or truncate on public.home_hero_slides
  for each statement execute function public.catalog_notify();
create trigger home_featured_videos_notify after insert or update or delete or truncate on public.home_featured_videos
  for each statement execute function public.catalog_notify();
create trigger home_teachers_notify after insert or update or delete or truncate on public.home_teachers
  for each statement execute function public.catalog_notify();

revoke execute on function public.catalog_notify() from public, anon, authenticated;

-- When the next scheduled video goes live: a server caches pages until then at most. Definer, so it
-- sees drafts' dates without exposing anything else about them.
create function public.catalog_next_publication() returns timestamptz
language sql stable security definer set search_path = '' as $$
  select min(published_at) from public.videos where published_at > now()
$$;
revoke execute on function public.catalog_next_publication() from public;
grant execute on function public.catalog_next_publication() to anon, authenticated, service_role;
