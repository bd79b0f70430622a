import { describe, expect, it } from 'vitest';
import { captionTracksInMaster } from './useCaptionTracks';

const masterUrl = 'https://example.com/storage/v1/object/public/media/videos/a/2/master.m3u8';
const master = `#EXTM3U
#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",LANGUAGE="fr",NAME="Français",DEFAULT=NO,AUTOSELECT=YES,URI="captions/fr.m3u8"
#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",LANGUAGE="en",NAME="English",DEFAULT=NO,AUTOSELECT=YES,URI="captions/en.m3u8"
#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",LANGUAGE="ja",NAME="日本語",DEFAULT=NO,AUTOSELECT=YES,URI="captions/ja.m3u8"
#EXT-X-STREAM-INF:BANDWIDTH=500000,RESOLUTION=426x240,CODECS="avc1.640015,mp4a.40.2",SUBTITLES="subs"
240p/playlist.m3u8
`;

describe('captionTracksInMaster', () => {
  it('makes a track of each subtitles rendition in a language the player offers, pointing at its WebVTT file', () => {
    expect(captionTracksInMaster(master, masterUrl)).toEqual([
      { language: 'fr', label: 'Français', kind: 'subtitles', src: 'https://example.com/storage/v1/object/public/media/videos/a/2/captions/fr.vtt' },
      { language: 'en', label: 'English', kind: 'captions', src: 'https://example.com/storage/v1/object/public/media/videos/a/2/captions/en.vtt' },
    ]);
  });
});
