-- The studio's writes (docs/catalog.md#studio): one call saves a video, a teacher or the home page's
-- selections with their translations, in one transaction, refused when the item changed since the editor
-- opened it. security invoker: the caller's row-level security still decides (decisions 2520-2523).

-- Blank texts pass the length checks; the studio trims, these keep anything else from writing them.
alter table public.videos add constraint videos_title_not_blank check (btrim(title) <> '');
alter table public.teachers add constraint teachers_name_not_blank check (btrim(name) <> '');

-- Editors only: a member's update would otherwise touch no row and read as a conflict.
create function public.studio_require_editor() returns void
language plpgsql stable set search_path = '' as $$
begin
  if not public.is_editor() then
    raise exception 'Only editors may change the catalog.' using errcode = '42501';
  end if;
end $$;

-- A field the studio refuses: 400 23514, `details` names the field (`title.en`, `teacher_id`…) and `hint`
-- the rule (required, too_long, unknown, slug, taken, invalid, count, duplicate), so the form puts its
-- message beside that field (decision 2521).
create function public.studio_invalid(field text, rule text, message text) returns void
language plpgsql set search_path = '' as $$
begin
  raise exception '%', message using errcode = case when rule = 'taken' then '23505' else '23514' end, detail = field, hint = rule;
end $$;

-- The item changed (or went) since the editor opened it: PT409, which PostgREST answers with HTTP 409
-- (decision 2520).
create function public.studio_conflict() returns void
language plpgsql set search_path = '' as $$
begin
  raise exception 'This item changed since you opened it.' using errcode = 'PT409';
end $$;

-- A text field: trimmed, required or not, at most `max_length` characters; '' becomes null.
create function public.studio_text(value text, field text, max_length integer, required boolean) returns text
language plpgsql immutable set search_path = '' as $$
declare
  trimmed text := nullif(btrim(coalesce(value, '')), '');
begin
  if trimmed is null and required then
    perform public.studio_invalid(field, 'required', format('%s is required.', field));
  end if;
  if char_length(trimmed) > max_length then
    perform public.studio_invalid(field, 'too_long', format('%s is longer than %s characters.', field, max_length));
  end if;
  return trimmed;
end $$;

-- `translations` is {"es": {"<field>": …, …}, "fr": …, "de": …}; a language with every field empty has no row,
-- and a null `translations` leaves them as they are.
create function public.studio_translation(translations jsonb, language text, field text, max_length integer) returns text
language sql immutable set search_path = '' as $$
  select public.studio_text(translations -> language ->> field, field || '.' || language, max_length, false)
$$;

create function public.studio_save_video(
  id text, opened_updated_at timestamptz, title text, description text, teacher_id text, category text,
  is_premium boolean, published_at timestamptz, translations jsonb
) returns timestamptz
language plpgsql security invoker set search_path = '' as $$
#variable_conflict use_variable
declare
  current_updated_at timestamptz;
  saved_at timestamptz;
  language text;
  translated_title text;
  translated_description text;
begin
  perform public.studio_require_editor();
  select v.updated_at into current_updated_at from public.videos v where v.id = id for update;
  if not found or current_updated_at is distinct from opened_updated_at then
    perform public.studio_conflict();
  end if;
  if teacher_id is not null and not exists (select 1 from public.teachers p where p.id = teacher_id) then
    perform public.studio_invalid('teacher_id', 'unknown', 'There is no such teacher.');
  end if;
  if category is not null and category not in ('meditation', 'yoga', 'breathwork', 'quantum', 'wisdom', 'karma', 'ancient', 'abundance') then
    perform public.studio_invalid('category', 'unknown', 'There is no such path.');
  end if;
  -- Every save moves the video's updated_at, even one that changes only a translation: it is the item's version.
  update public.videos v
     set title = public.studio_text(title, 'title.en', 200, true),
         description = coalesce(public.studio_text(description, 'description.en', 5000, false), ''),
         teacher_id = teacher_id, category = category, is_premium = coalesce(is_premium, false), published_at = published_at
   where v.id = id
  returning v.updated_at into saved_at;
  -- No translations given: they stay as they are.
  foreach language in array case when translations is null then array[]::text[] else array['es', 'fr', 'de'] end loop
    translated_title := public.studio_translation(translations, language, 'title', 200);
    translated_description := public.studio_translation(translations, language, 'description', 5000);
    if translated_title is null and translated_description is null then
      delete from public.video_translations t where t.video_id = id and t.language = language;
    else
      insert into public.video_translations as t (video_id, language, title, description)
      values (id, language, translated_title, translated_description)
      on conflict on constraint video_translations_pkey do update set title = excluded.title, description = excluded.description
        where (t.title, t.description) is distinct from (excluded.title, excluded.description);
    end if;
  end loop;
  return saved_at;
end $$;

-- opened_updated_at null: a new teacher, whose id (the slug) must be free.
create function public.studio_save_teacher(
  id text, opened_updated_at timestamptz, name text, title text, bio text, image_url text, published boolean, translations jsonb
) returns timestamptz
language plpgsql security invoker set search_path = '' as $$
#variable_conflict use_variable
declare
  current_updated_at timestamptz;
  saved_at timestamptz;
  language text;
  translated_title text;
  translated_bio text;
  fields record;
begin
  perform public.studio_require_editor();
  if opened_updated_at is null then
    if id is null or id !~ '^[a-z0-9]+(-[a-z0-9]+)*$' or char_length(id) > 100 then
      perform public.studio_invalid('id', 'slug', 'The slug is lowercase words joined by hyphens.');
    end if;
    if exists (select 1 from public.teachers p where p.id = id) then
      perform public.studio_invalid('id', 'taken', 'Another teacher has this slug.');
    end if;
  else
    select p.updated_at into current_updated_at from public.teachers p where p.id = id for update;
    if not found or current_updated_at is distinct from opened_updated_at then
      perform public.studio_conflict();
    end if;
  end if;
  select public.studio_text(name, 'name', 200, true) as name,
         coalesce(public.studio_text(title, 'title.en', 200, false), '') as title,
         coalesce(public.studio_text(bio, 'bio.en', 5000, false), '') as bio,
         public.studio_text(image_url, 'image_url', 2000, false) as image_url
    into fields;
  if fields.image_url !~ '^(https?://|/[^/])' then
    perform public.studio_invalid('image_url', 'invalid', 'The photo is a site path or an http(s) address.');
  end if;
  if opened_updated_at is null then
    insert into public.teachers as p (id, name, title, bio, image_url, published)
    values (id, fields.name, fields.title, fields.bio, fields.image_url, coalesce(published, true))
    returning p.updated_at into saved_at;
  else
    update public.teachers p
       set name = fields.name, title = fields.title, bio = fields.bio, image_url = fields.image_url, published = coalesce(published, true)
     where p.id = id
    returning p.updated_at into saved_at;
  end if;
  foreach language in array case when translations is null then array[]::text[] else array['es', 'fr', 'de'] end loop
    translated_title := public.studio_translation(translations, language, 'title', 200);
    translated_bio := public.studio_translation(translations, language, 'bio', 5000);
    if translated_title is null and translated_bio is null then
      delete from public.teacher_translations t where t.teacher_id = id and t.language = language;
    else
      insert into public.teacher_translations as t (teacher_id, language, title, bio)
      values (id, language, translated_title, translated_bio)
      on conflict on constraint teacher_translations_pkey do update set title = excluded.title, bio = excluded.bio
        where (t.title, t.bio) is distinct from (excluded.title, excluded.bio);
    end if;
  end loop;
  return saved_at;
end $$;

-- The home page's three lists and their version: a digest of every row with its position and updated_at,
-- so any insert, move or removal since opening changes it (decision 2522).
create function public.studio_home() returns jsonb
language plpgsql stable security invoker set search_path = '' as $$
begin
  perform public.studio_require_editor();
  return jsonb_build_object(
    'version', (select md5(coalesce(string_agg(r, ',' order by r), '')) from (
        select format('h:%s:%s:%s', h.video_id, h.position, h.updated_at) as r from public.home_hero_slides h
        union all select format('f:%s:%s:%s', f.video_id, f.position, f.updated_at) from public.home_featured_videos f
        union all select format('t:%s:%s:%s', t.teacher_id, t.position, t.updated_at) from public.home_teachers t) as rows (r)),
    'hero', (select coalesce(jsonb_agg(h.video_id order by h.position), '[]') from public.home_hero_slides h),
    'featured', (select coalesce(jsonb_agg(f.video_id order by f.position), '[]') from public.home_featured_videos f),
    'teachers', (select coalesce(jsonb_agg(t.teacher_id order by t.position), '[]') from public.home_teachers t)
  );
end $$;

-- One list's ids: between `min_count` and `max_count`, no repeats (the caller checks that each exists).
create function public.studio_check_list(ids text[], field text, min_count integer, max_count integer) returns void
language plpgsql set search_path = '' as $$
begin
  if coalesce(cardinality(ids), 0) not between min_count and max_count then
    perform public.studio_invalid(field, 'count', format('%s holds %s to %s items.', field, min_count, max_count));
  end if;
  if (select count(distinct i) from unnest(ids) as i) <> cardinality(ids) then
    perform public.studio_invalid(field, 'duplicate', format('%s names an item twice.', field));
  end if;
end $$;

create function public.studio_save_home(opened_version text, hero text[], featured text[], teachers text[]) returns jsonb
language plpgsql security invoker set search_path = '' as $$
#variable_conflict use_variable
begin
  perform public.studio_require_editor();
  -- Two saves at once: the second waits here, then sees the first's version.
  lock table public.home_hero_slides, public.home_featured_videos, public.home_teachers in share row exclusive mode;
  if (public.studio_home() ->> 'version') is distinct from opened_version then
    perform public.studio_conflict();
  end if;
  perform public.studio_check_list(hero, 'hero', 1, 10);
  perform public.studio_check_list(featured, 'featured', 3, 3);
  perform public.studio_check_list(teachers, 'teachers', 8, 8);
  if exists (select 1 from unnest(hero) as i where not exists (select 1 from public.videos v where v.id = i)) then
    perform public.studio_invalid('hero', 'unknown', 'There is no such video.');
  end if;
  if exists (select 1 from unnest(featured) as i where not exists (select 1 from public.videos v where v.id = i)) then
    perform public.studio_invalid('featured', 'unknown', 'There is no such video.');
  end if;
  if exists (select 1 from unnest(teachers) as i where not exists (select 1 from public.teachers p where p.id = i)) then
    perform public.studio_invalid('teachers', 'unknown', 'There is no such teacher.');
  end if;
  -- Positions are unique at the end of the transaction, so rows may pass each other on the way.
  set constraints public.home_hero_slides_position_key, public.home_featured_videos_position_key, public.home_teachers_position_key deferred;
  delete from public.home_hero_slides h where h.video_id <> all (hero);
  delete from public.home_featured_videos f where f.video_id <> all (featured);
  delete from public.home_teachers t where t.teacher_id <> all (teachers);
  insert into public.home_hero_slides as h (video_id, position)
  select i, n from unnest(hero) with ordinality as l (i, n)
  on conflict (video_id) do update set position = excluded.position where h.position <> excluded.position;
  insert into public.home_featured_videos as f (video_id, position)
  select i, n from unnest(featured) with ordinality as l (i, n)
  on conflict (video_id) do update set position = excluded.position where f.position <> excluded.position;
  insert into public.home_teachers as t (teacher_id, position)
  select i, n from unnest(teachers) with ordinality as l (i, n)
  on conflict (teacher_id) do update set position = excluded.position where t.position <> excluded.position;
  return public.studio_home();
end $$;

revoke execute on function public.studio_require_editor(), public.studio_invalid(text, text, text), public.studio_conflict(),
  public.studio_text(text, text, integer, boolean), public.studio_translation(jsonb, text, text, integer),
  public.studio_check_list(text[], text, integer, integer),
  public.studio_save_video(text, timestamptz, text, text, text, text, boolean, timestamptz, jsonb),
  public.studio_save_teacher(text, timestamptz, text, text, text, text, boolean, jsonb),
  public.studio_home(), public.studio_save_home(text, text[], text[], text[]) from public, anon;
grant execute on function public.studio_require_editor(), public.studio_invalid(text, text, text), public.studio_conflict(),
  public.studio_text(text, text, integer, boolean), public.studio_translation(jsonb, text, text, integer),
  public.studio_check_list(text[], text, integer, integer),
  public.studio_save_video(text, timestamptz, text, text, text, text, boolean, timestamptz, jsonb),
  public.studio_save_teacher(text, timestamptz, text, text, text, text, boolean, jsonb),
  public.studio_home(), public.studio_save_home(text, text[], text[], text[]) to authenticated, service_role;
