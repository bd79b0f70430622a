-- The two buckets of the video pipeline (docs/storage.md, decision 2573), runnable on hosted Supabase too:
--   media    public: what the player loads (HLS playlists and segments, posters, storyboards, captions),
--            under videos/{videoId}/{version}/…; everyone reads, editors write.
--   uploads  private: the sources editors upload (videos/{videoId}/…) and caption files; editors only.
-- Editors are read from the JWT by public.is_editor() (the catalog's policies use it too).
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values
  ('media', 'media', true, 5368709120, array[
    'application/vnd.apple.mpegurl', 'video/iso.segment', 'video/mp4', 'audio/mp4', 'video/mp2t',
    'image/jpeg', 'image/png', 'image/webp', 'text/vtt']),
  ('uploads', 'uploads', false, 10737418240, array['video/*', 'text/vtt', 'application/x-subrip'])
on conflict (id) do nothing;

create policy "Anyone reads media" on storage.objects for select to anon, authenticated
  using (bucket_id = 'media');
create policy "Editors add media" on storage.objects for insert to authenticated
  with check (bucket_id = 'media' and (select public.is_editor()));
create policy "Editors change media" on storage.objects for update to authenticated
  using (bucket_id = 'media' and (select public.is_editor())) with check (bucket_id = 'media' and (select public.is_editor()));
create policy "Editors remove media" on storage.objects for delete to authenticated
  using (bucket_id = 'media' and (select public.is_editor()));

create policy "Editors read uploads" on storage.objects for select to authenticated
  using (bucket_id = 'uploads' and (select public.is_editor()));
create policy "Editors add uploads" on storage.objects for insert to authenticated
  with check (bucket_id = 'uploads' and (select public.is_editor()));
create policy "Editors change uploads" on storage.objects for update to authenticated
  using (bucket_id = 'uploads' and (select public.is_editor())) with check (bucket_id = 'uploads' and (select public.is_editor()));
create policy "Editors remove uploads" on storage.objects for delete to authenticated
  using (bucket_id = 'uploads' and (select public.is_editor()));
