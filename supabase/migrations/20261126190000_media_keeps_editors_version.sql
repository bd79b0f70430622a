-- A video's media (its playback URL, poster and duration) is written by the transcode worker and the studio's
-- media actions, not by the editor's form. Those writes keep the video's updated_at, the version an editor's
-- save is checked against (decision 2506): an editor who opened the page before the processing finished, or
-- before choosing the poster frame, can still save and publish. Every other change moves it, as before.
create function public.videos_set_updated_at() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.created_at := old.created_at;
  if (to_jsonb(new) - array['playback_url', 'poster_url', 'duration_seconds', 'updated_at'])
     is distinct from (to_jsonb(old) - array['playback_url', 'poster_url', 'duration_seconds', 'updated_at']) then
    new.updated_at := greatest(now(), old.updated_at + interval '1 microsecond');
  else
    new.updated_at := old.updated_at;
  end if;
  return new;
end $$;
revoke execute on function public.videos_set_updated_at() from public, anon, authenticated;

drop trigger videos_set_updated_at on public.videos;
create trigger videos_set_updated_at before update on public.videos
  for each row execute function public.videos_set_updated_at();
