-- The caption languages a video's media carries (docs/media-pipeline.md): the studio shows them, and the
-- master playlist lists them. A new upload starts without captions: they are timed to the video they came with.
alter table public.media_jobs add column captions text[] not null default '{}'
  check (captions <@ array['en', 'es', 'fr', 'de']::text[]);
