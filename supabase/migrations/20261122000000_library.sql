-- Members' library: where each member stopped in each video, and the videos they saved.
-- Runs unchanged on hosted Supabase (`supabase db push`) and on our server, which applies it at
-- start-up after its own migrations. A member reads and writes only their own rows; anon nothing.

create table public.watch_progress (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  video_id text not null check (char_length(video_id) between 1 and 200),
  -- Upper bounds keep out absurd values and 'NaN'/'Infinity', which compare above every number.
  position_seconds numeric not null check (position_seconds >= 0 and position_seconds <= 1000000),
  duration_seconds numeric not null check (duration_seconds > 0 and duration_seconds <= 1000000),
  completed boolean not null default false,
  updated_at timestamptz not null default now(),
  primary key (user_id, video_id)
);

create table public.saved_videos (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  video_id text not null check (char_length(video_id) between 1 and 200),
  created_at timestamptz not null default now(),
  primary key (user_id, video_id)
);

-- The app reads "my progress, most recent first" and "my saved videos, newest first".
create index watch_progress_user_updated_idx on public.watch_progress (user_id, updated_at desc);
create index saved_videos_user_created_idx on public.saved_videos (user_id, created_at desc);

-- updated_at is the time of the observation: a client may send it (progress saved offline and
-- merged later); if it does not, it is now(). It is never later than now(), so a device with a
-- fast clock cannot pin a video on top of "Continue watching".
create function public.watch_progress_set_updated_at() returns trigger
language plpgsql set search_path = '' as $$
begin
  if tg_op = 'UPDATE' and new.updated_at is not distinct from old.updated_at then
    new.updated_at := now();
  else
    new.updated_at := least(coalesce(new.updated_at, now()), now());
  end if;
  return new;
end $$;
revoke execute on function public.watch_progress_set_updated_at() from public, anon, authenticated;

create trigger watch_progress_set_updated_at before insert or update on public.watch_progress
  for each row execute function public.watch_progress_set_updated_at();

alter table public.watch_progress enable row level security;
alter table public.saved_videos enable row level security;

create policy "Members read their own progress" on public.watch_progress
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Members add their own progress" on public.watch_progress
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "Members update their own progress" on public.watch_progress
  for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "Members delete their own progress" on public.watch_progress
  for delete to authenticated using (user_id = (select auth.uid()));

create policy "Members read their own saved videos" on public.saved_videos
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Members save videos for themselves" on public.saved_videos
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "Members update their own saved videos" on public.saved_videos
  for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "Members remove their own saved videos" on public.saved_videos
  for delete to authenticated using (user_id = (select auth.uid()));

-- Supabase grants every new table to anon and authenticated by default: take that back and give
-- members only the four commands; service_role (which bypasses RLS) keeps everything.
revoke all on table public.watch_progress, public.saved_videos from anon, authenticated;
grant select, insert, update, delete on table public.watch_progress, public.saved_videos to authenticated;
grant all on table public.watch_progress, public.saved_videos to service_role;
