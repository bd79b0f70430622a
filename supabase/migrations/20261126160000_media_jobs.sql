-- Media processing (docs/media-pipeline.md): one row per video, for the upload being processed or last
-- processed. Editors read it in the studio (status, the step under way, the reason of a failure); the
-- worker writes it with the database owner's connection, service_role may too. Each new upload of a video
-- takes the next version: its files go to storage bucket `media` under videos/{video_id}/{version}/
-- (decisions 2580-2589).
create table public.media_jobs (
  video_id text primary key references public.videos (id) on delete cascade,
  -- The source's object name in storage bucket `uploads`.
  source_object text not null check (char_length(source_object) between 1 and 1024),
  version integer not null default 1 check (version >= 1),
  status text not null default 'queued' check (status in ('queued', 'processing', 'ready', 'failed')),
  -- What the worker is doing, in the words the studio shows: 'Probing', 'Encoding 720p', 'Saving 720p', 'Poster'…
  step text check (char_length(step) <= 200),
  -- Why it failed, for a person: 'This file has no video track.'
  error text check (char_length(error) <= 2000),
  -- The renditions stored so far, each as measured for the master playlist ({ name, peakBandwidth,
  -- averageBandwidth, codecs, width, height, frameRate }): a worker that starts again skips them (decision 2584).
  renditions jsonb not null default '[]'::jsonb check (jsonb_typeof(renditions) = 'array'),
  duration_seconds numeric check (duration_seconds > 0),
  attempts integer not null default 0 check (attempts >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  started_at timestamptz,
  finished_at timestamptz
);
create index media_jobs_status_idx on public.media_jobs (status) where status in ('queued', 'processing');

alter table public.media_jobs enable row level security;
create policy "Editors read media processing" on public.media_jobs
  for select to authenticated using ((select public.is_editor()));

revoke all on table public.media_jobs from anon, authenticated;
grant select on table public.media_jobs to authenticated;
grant all on table public.media_jobs to service_role;
