-- The catalog: teachers, videos, their translations and the home page's selections (docs/catalog.md).
-- Everyone reads what is published; editors (app_metadata.role 'editor' or 'admin' in the JWT) read
-- everything and write; service_role bypasses row-level security. Every write is kept in
-- public.catalog_changes. Runs unchanged on hosted Supabase and on our server (decision 1602);
-- the sample data is the next migration, generated from src/content (decisions 2501-2510).

-- app_metadata is written only server side (the auth admin API, `npm run admin`); a member's own
-- updateUser writes user_metadata, which no policy reads (decision 2502).
create function public.is_editor() returns boolean
language sql stable set search_path = '' as $$
  select coalesce((auth.jwt() -> 'app_metadata' ->> 'role') in ('editor', 'admin'), false)
$$;

create table public.teachers (
  id text primary key constraint teachers_id_is_slug check (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(id) <= 100),
  name text not null check (char_length(name) between 1 and 200),
  title text not null default '' check (char_length(title) <= 200),
  bio text not null default '' check (char_length(bio) <= 5000),
  -- A site path or an http(s) URL: what an <img> may load, never javascript: or data:.
  image_url text check (image_url ~ '^(https?://|/[^/])' and char_length(image_url) <= 2000),
  published boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.videos (
  id text primary key constraint videos_id_is_slug check (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(id) <= 100),
  title text not null check (char_length(title) between 1 and 200),
  description text not null default '' check (char_length(description) <= 5000),
  teacher_id text references public.teachers (id),
  -- The eight paths are configuration (src/content/categories.ts); null: on no path page.
  category text constraint videos_category_is_a_path
    check (category in ('meditation', 'yoga', 'breathwork', 'quantum', 'wisdom', 'karma', 'ancient', 'abundance')),
  is_premium boolean not null default false,
  -- Null until known; the upper bound also keeps out 'NaN' and 'Infinity'.
  duration_seconds numeric check (duration_seconds > 0 and duration_seconds <= 1000000),
  poster_url text check (poster_url ~ '^(https?://|/[^/])' and char_length(poster_url) <= 2000),
  -- Null: 'Video playback is not available.'
  playback_url text check (playback_url ~ '^(https?://|/[^/])' and char_length(playback_url) <= 2000),
  -- Null: a draft; later than now(): scheduled. Lists are newest first: order=published_at.desc.
  published_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index videos_teacher_id_idx on public.videos (teacher_id);
create index videos_published_at_idx on public.videos (published_at desc);

-- A null field falls back to the English one (decision 2503); English itself has no rows.
create table public.video_translations (
  video_id text not null references public.videos (id) on delete cascade,
  language text not null constraint video_translations_language check (language in ('es', 'fr', 'de')),
  title text check (char_length(title) between 1 and 200),
  description text check (char_length(description) between 1 and 5000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (video_id, language)
);

create table public.teacher_translations (
  teacher_id text not null references public.teachers (id) on delete cascade,
  language text not null constraint teacher_translations_language check (language in ('es', 'fr', 'de')),
  title text check (char_length(title) between 1 and 200),
  bio text check (char_length(bio) between 1 and 5000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (teacher_id, language)
);

-- The home page's selections, shown by ascending position (decision 2504). Positions are unique at
-- the end of each statement, so one upsert can reorder a whole list.
create table public.home_hero_slides (
  video_id text primary key references public.videos (id) on delete cascade,
  position integer not null check (position between 1 and 1000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint home_hero_slides_position_key unique (position) deferrable initially immediate
);

create table public.home_featured_videos (
  video_id text primary key references public.videos (id) on delete cascade,
  position integer not null check (position between 1 and 1000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint home_featured_videos_position_key unique (position) deferrable initially immediate
);

create table public.home_teachers (
  teacher_id text primary key references public.teachers (id) on delete cascade,
  position integer not null check (position between 1 and 1000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint home_teachers_position_key unique (position) deferrable initially immediate
);

-- Every language's rows with the fallback applied: filter on language=eq.fr (decision 2503).
-- security_invoker: the caller's row-level security applies, as on the tables themselves.
create view public.localized_videos with (security_invoker = true) as
  select v.id, l.language,
         coalesce(t.title, v.title) as title, coalesce(t.description, v.description) as description,
         v.teacher_id, v.category, v.is_premium, v.duration_seconds, v.poster_url, v.playback_url,
         v.published_at, v.created_at, v.updated_at
    from public.videos v
    cross join (values ('en'), ('es'), ('fr'), ('de')) as l (language)
    left join public.video_translations t on t.video_id = v.id and t.language = l.language;

create view public.localized_teachers with (security_invoker = true) as
  select p.id, l.language, p.name,
         coalesce(t.title, p.title) as title, coalesce(t.bio, p.bio) as bio,
         p.image_url, p.published, p.created_at, p.updated_at
    from public.teachers p
    cross join (values ('en'), ('es'), ('fr'), ('de')) as l (language)
    left join public.teacher_translations t on t.teacher_id = p.id and t.language = l.language;

-- The edit history the studio shows: who (the JWT's sub and email, or the database user for SQL
-- run by hand), when, which row, and each changed column's old and new value (decision 2505).
create table public.catalog_changes (
  id bigint generated always as identity primary key,
  changed_at timestamptz not null default now(),
  changed_by uuid,
  changed_by_email text,
  changed_by_role text not null,
  table_name text not null,
  row_id text not null,
  operation text not null check (operation in ('insert', 'update', 'delete')),
  diff jsonb not null
);
create index catalog_changes_row_idx on public.catalog_changes (table_name, row_id, changed_at desc);

-- updated_at moves forward on every update, whatever the client sends, so a studio can update
-- `where updated_at = <the value it opened>` and find nothing when someone saved in between
-- (decision 2506); created_at never changes.
create function public.catalog_set_updated_at() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.created_at := old.created_at;
  new.updated_at := greatest(now(), old.updated_at + interval '1 microsecond');
  return new;
end $$;

-- TG_ARGV names the primary key's columns; row_id is their values joined by '/'. security definer:
-- no API role may write the history itself.
create function public.catalog_record_change() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  old_row jsonb := case when tg_op <> 'INSERT' then to_jsonb(old) end;
  new_row jsonb := case when tg_op <> 'DELETE' then to_jsonb(new) end;
  diff jsonb;
  key_text text;
  sub text := auth.jwt() ->> 'sub';
begin
  select coalesce(jsonb_object_agg(key, case tg_op
           when 'INSERT' then jsonb_build_object('new', new_row -> key)
           when 'DELETE' then jsonb_build_object('old', old_row -> key)
           else jsonb_build_object('old', old_row -> key, 'new', new_row -> key) end), '{}'::jsonb)
    into diff
    from jsonb_object_keys(coalesce(new_row, old_row)) as key
   where key not in ('created_at', 'updated_at')
     and (tg_op <> 'UPDATE' or (old_row -> key) is distinct from (new_row -> key));
  if tg_op = 'UPDATE' and diff = '{}'::jsonb then
    return null;
  end if;
  select string_agg(coalesce(new_row, old_row) ->> column_name, '/' order by ordinality)
    into key_text
    from unnest(tg_argv) with ordinality as key_columns (column_name, ordinality);
  insert into public.catalog_changes (changed_by, changed_by_email, changed_by_role, table_name, row_id, operation, diff)
  values (
    case when sub ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then sub::uuid end,
    nullif(auth.jwt() ->> 'email', ''),
    coalesce(auth.role(), session_user),
    tg_table_name, key_text, lower(tg_op), diff
  );
  return null;
end $$;

revoke execute on function public.catalog_set_updated_at(), public.catalog_record_change() from public, anon, authenticated;

create trigger teachers_set_updated_at before update on public.teachers
  for each row execute function public.catalog_set_updated_at();
create trigger videos_set_updated_at before update on public.videos
  for each row execute function public.catalog_set_updated_at();
create trigger video_translations_set_updated_at before update on public.video_translations
  for each row execute function public.catalog_set_updated_at();
create trigger teacher_translations_set_updated_at before update on public.teacher_translations
  for each row execute function public.catalog_set_updated_at();
create trigger home_hero_slides_set_updated_at before update on public.home_hero_slides
  for each row execute function public.catalog_set_updated_at();
create trigger home_featured_videos_set_updated_at before update on public.home_featured_videos
  for each row execute function public.catalog_set_updated_at();
create trigger home_teachers_set_updated_at before update on public.home_teachers
  for each row execute function public.catalog_set_updated_at();

create trigger teachers_record_change after insert or update or delete on public.teachers
  for each row execute function public.catalog_record_change('id');
create trigger videos_record_change after insert or update or delete on public.videos
  for each row execute function public.catalog_record_change('id');
create trigger video_translations_record_change after insert or update or delete on public.video_translations
  for each row execute function public.catalog_record_change('video_id', 'language');
create trigger teacher_translations_record_change after insert or update or delete on public.teacher_translations
  for each row execute function public.catalog_record_change('teacher_id', 'language');
create trigger home_hero_slides_record_change after insert or update or delete on public.home_hero_slides
  for each row execute function public.catalog_record_change('video_id');
create trigger home_featured_videos_record_change after insert or update or delete on public.home_featured_videos
  for each row execute function public.catalog_record_change('video_id');
create trigger home_teachers_record_change after insert or update or delete on public.home_teachers
  for each row execute function public.catalog_record_change('teacher_id');

alter table public.teachers enable row level security;
alter table public.videos enable row level security;
alter table public.video_translations enable row level security;
alter table public.teacher_translations enable row level security;
alter table public.home_hero_slides enable row level security;
alter table public.home_featured_videos enable row level security;
alter table public.home_teachers enable row level security;
alter table public.catalog_changes enable row level security;

-- Reading. A row that hangs off a video or a teacher is readable when that video or teacher is:
-- the subquery runs under the caller's own policies on videos and teachers (decision 2501).
create policy "Everyone reads published teachers" on public.teachers
  for select to anon, authenticated using (published);
create policy "Editors read every teacher" on public.teachers
  for select to authenticated using ((select public.is_editor()));
create policy "Everyone reads published videos" on public.videos
  for select to anon, authenticated using (published_at <= now());
create policy "Editors read every video" on public.videos
  for select to authenticated using ((select public.is_editor()));
create policy "Translations are read with their video" on public.video_translations
  for select to anon, authenticated using (exists (select 1 from public.videos v where v.id = video_translations.video_id));
create policy "Translations are read with their teacher" on public.teacher_translations
  for select to anon, authenticated using (exists (select 1 from public.teachers p where p.id = teacher_translations.teacher_id));
create policy "Hero slides are read with their video" on public.home_hero_slides
  for select to anon, authenticated using (exists (select 1 from public.videos v where v.id = home_hero_slides.video_id));
create policy "Featured videos are read with their video" on public.home_featured_videos
  for select to anon, authenticated using (exists (select 1 from public.videos v where v.id = home_featured_videos.video_id));
create policy "Home teachers are read with their teacher" on public.home_teachers
  for select to anon, authenticated using (exists (select 1 from public.teachers p where p.id = home_teachers.teacher_id));
create policy "Editors read the edit history" on public.catalog_changes
  for select to authenticated using ((select public.is_editor()));

-- Writing: editors only, one policy per command and table.
create policy "Editors add teachers" on public.teachers for insert to authenticated with check ((select public.is_editor()));
create policy "Editors change teachers" on public.teachers for update to authenticated
  using ((select public.is_editor())) with check ((select public.is_editor()));
create policy "Editors remove teachers" on public.teachers for delete to authenticated using ((select public.is_editor()));
create policy "Editors add videos" on public.videos for insert to authenticated with check ((select public.is_editor()));
create policy "Editors change videos" on public.videos for update to authenticated
  using ((select public.is_editor())) with check ((select public.is_editor()));
create policy "Editors remove videos" on public.videos for delete to authenticated using ((select public.is_editor()));
create policy "Editors add video translations" on public.video_translations for insert to authenticated with check ((select public.is_editor()));
create policy "Editors change video translations" on public.video_translations for update to authenticated
  using ((select public.is_editor())) with check ((select public.is_editor()));
create policy "Editors remove video translations" on public.video_translations for delete to authenticated using ((select public.is_editor()));
create policy "Editors add teacher translations" on public.teacher_translations for insert to authenticated with check ((select public.is_editor()));
create policy "Editors change teacher translations" on public.teacher_translations for update to authenticated
  using ((select public.is_editor())) with check ((select public.is_editor()));
create policy "Editors remove teacher translations" on public.teacher_translations for delete to authenticated using ((select public.is_editor()));
create policy "Editors add hero slides" on public.home_hero_slides for insert to authenticated with check ((select public.is_editor()));
create policy "Editors change hero slides" on public.home_hero_slides for update to authenticated
  using ((select public.is_editor())) with check ((select public.is_editor()));
create policy "Editors remove hero slides" on public.home_hero_slides for delete to authenticated using ((select public.is_editor()));
create policy "Editors add featured videos" on public.home_featured_videos for insert to authenticated with check ((select public.is_editor()));
create policy "Editors change featured videos" on public.home_featured_videos for update to authenticated
  using ((select public.is_editor())) with check ((select public.is_editor()));
create policy "Editors remove featured videos" on public.home_featured_videos for delete to authenticated using ((select public.is_editor()));
create policy "Editors add home teachers" on public.home_teachers for insert to authenticated with check ((select public.is_editor()));
create policy "Editors change home teachers" on public.home_teachers for update to authenticated
  using ((select public.is_editor())) with check ((select public.is_editor()));
create policy "Editors remove home teachers" on public.home_teachers for delete to authenticated using ((select public.is_editor()));

-- Supabase grants every new table to anon and authenticated: take that back, then anon reads,
-- authenticated reads and writes (the policies decide whose writes land), service_role has all.
-- The history is read-only through the API, even for service_role; only the trigger writes it.
revoke all on table public.teachers, public.videos, public.video_translations, public.teacher_translations,
  public.home_hero_slides, public.home_featured_videos, public.home_teachers,
  public.localized_videos, public.localized_teachers, public.catalog_changes from anon, authenticated, service_role;
grant select on table public.teachers, public.videos, public.video_translations, public.teacher_translations,
  public.home_hero_slides, public.home_featured_videos, public.home_teachers,
  public.localized_videos, public.localized_teachers to anon, authenticated;
grant insert, update, delete on table public.teachers, public.videos, public.video_translations, public.teacher_translations,
  public.home_hero_slides, public.home_featured_videos, public.home_teachers to authenticated;
grant all on table public.teachers, public.videos, public.video_translations, public.teacher_translations,
  public.home_hero_slides, public.home_featured_videos, public.home_teachers,
  public.localized_videos, public.localized_teachers to service_role;
grant select on table public.catalog_changes to authenticated, service_role;
