-- A video's media (its playback URL, poster and duration) is written by the transcode worker and the studio's
-- media actions, not by the editor's form. Those writes keep the video's updated_at, the version an editor's
-- save is checked against (decision 2506): an editor who opened the page before the processing finished, or
-- before choosing the poster frame, can still save and publish. Every other update moves it, as before, an
-- update that changes nothing included (a studio save of translations only moves the video's version so).
create function public.videos_set_updated_at() returns trigger
language plpgsql set search_path = '' as $$
declare
  media constant text[] := array['playback_url', 'poster_url', 'duration_seconds', 'updated_at'];
begin
  new.created_at := old.created_at;
  if (new.playback_url, new.poster_url, new.duration_seconds) is distinct from (old.playback_url, old.poster_url, old.duration_seconds)
     and (to_jsonb(new) - media) = (to_jsonb(old) - media) then
    new.updated_at := old.updated_at;
  else
    new.updated_at := greatest(now(), old.updated_at + interval '1 microsecond');
  end if;
  return new;
end $$;
revoke execute on function public.videos_set_updated_at() from public, anon, authenticated;

drop trigger videos_set_updated_at on public.videos;
create trigger videos_set_updated_at before update on public.videos
  for each row execute function public.videos_set_updated_at();
