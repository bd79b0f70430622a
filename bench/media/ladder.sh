#!/usr/bin/env bash
# bench:media's reference: the pipeline's HLS ladder for a 1920x1080, 30 fps source with sound, as one ffmpeg
# command typed from the shell with the same settings (docs/media-pipeline.md, "The ladder"): one decode split
# into five rungs, libx264 High CRF 23 under each rung's cap, a keyframe every 2 s, fMP4 segments of 4 s, AAC muxed
# into each rung, and the 64 kbit/s audio-only rendition. Written out by hand, not by the product's code, so that
# it stays a reference; the bench checks that it makes the same files as the pipeline.
# Usage: ladder.sh SOURCE OUT_DIR PRESET
set -euo pipefail
source=$1
out=$2
preset=$3

filter='[0:v:0]format=yuv420p,split=5[s0][s1][s2][s3][s4]'
for size in 0:426:240 1:640:360 2:960:540 3:1280:720 4:1920:1080; do
  IFS=: read -r index width height <<<"$size"
  filter+=";[s$index]scale=$width:$height:flags=bicubic,setsar=1[v$index]"
done
args=(-hide_banner -nostdin -y -v error -i "$source" -filter_complex "$filter")

hls() {
  mkdir -p "$out/$1"
  args+=(-f hls -hls_time 4 -hls_playlist_type vod -hls_segment_type fmp4 -hls_fmp4_init_filename init.mp4
    -hls_segment_filename "$out/$1/seg_%03d.m4s" "$out/$1/playlist.m3u8")
}

# name, video cap (kbit/s), AAC (kbit/s)
index=0
for rung in 240p:400:96 360p:900:96 540p:1800:128 720p:3000:128 1080p:5000:128; do
  IFS=: read -r name cap audio <<<"$rung"
  args+=(-map "[v$index]" -map 0:a:0 -c:a aac -b:a "${audio}k" -ac 2 -ar 48000
    -c:v libx264 -preset "$preset" -profile:v high -crf 23 -maxrate "${cap}k" -bufsize "$((cap * 2))k"
    -g 60 -keyint_min 60 -sc_threshold 0 -force_key_frames 'expr:gte(t,n_forced*2)')
  hls "$name"
  index=$((index + 1))
done
args+=(-map 0:a:0 -vn -c:a aac -b:a 64k -ac 2 -ar 48000)
hls audio

exec /usr/bin/ffmpeg "${args[@]}"
