-- The sample videos play the HLS the transcode pipeline made of their clips (public/media/hls/, decision 2630),
-- which a fresh install's seed already names. An install seeded before then has them on the clips' MP4 files,
-- which are no longer served: each video still on its clip's old address moves to that clip's master playlist.
-- A video given other media since (an editor's upload) keeps it. Only the media changes, so an editor's open
-- page can still save (decision 2610).
update public.videos as video
   set playback_url = '/media/hls/' || clip.name || '/master.m3u8'
  from (values ('dawn'), ('golden-hour'), ('mist'), ('moonrise'), ('twilight'), ('ocean'),
               ('forest'), ('ember'), ('lotus'), ('desert'), ('cosmos'), ('meadow')) as clip (name)
 where video.playback_url = '/media/clips/' || clip.name || '.mp4';
