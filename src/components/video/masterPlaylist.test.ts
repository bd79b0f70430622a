import { describe, expect, it } from 'vitest';
import { audioOnlyVariant, subtitlesRenditions } from './masterPlaylist';

const masterUrl = 'https://media.example.com/v/dawn/master.m3u8';

const master = `#EXTM3U
#EXT-X-VERSION:7
#EXT-X-INDEPENDENT-SEGMENTS
#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="English",LANGUAGE="en",URI="captions/en.m3u8"
#EXT-X-STREAM-INF:BANDWIDTH=900000,RESOLUTION=640x360,CODECS="avc1.64001e,mp4a.40.2",SUBTITLES="subs"
360p/playlist.m3u8
#EXT-X-STREAM-INF:BANDWIDTH=500000,RESOLUTION=426x240,CODECS="avc1.640015,mp4a.40.2",SUBTITLES="subs"
240p/playlist.m3u8
#EXT-X-STREAM-INF:BANDWIDTH=140000,CODECS="mp4a.40.2"
audio/playlist.m3u8
`;

describe('audioOnlyVariant', () => {
  it('finds the variant of sound only and resolves it against the master URL', () => {
    expect(audioOnlyVariant(master, masterUrl)).toBe('https://media.example.com/v/dawn/audio/playlist.m3u8');
  });

  it('reads CRLF playlists and blank lines before the URI', () => {
    expect(audioOnlyVariant(master.replace('\naudio/', '\n\naudio/').replaceAll('\n', '\r\n'), masterUrl)).toBe(
      'https://media.example.com/v/dawn/audio/playlist.m3u8',
    );
  });

  it('is null when every variant has a picture, or CODECS is missing', () => {
    const videoOnly = master.split('#EXT-X-STREAM-INF:BANDWIDTH=140000')[0]!;
    expect(audioOnlyVariant(videoOnly, masterUrl)).toBeNull();
    expect(audioOnlyVariant('#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=140000\naudio/playlist.m3u8\n', masterUrl)).toBeNull();
    expect(audioOnlyVariant('', masterUrl)).toBeNull();
  });

  it('does not take a variant with RESOLUTION, even when its CODECS names only sound', () => {
    expect(audioOnlyVariant('#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1,RESOLUTION=640x360,CODECS="mp4a.40.2"\nv.m3u8\n', masterUrl)).toBeNull();
  });
});

describe('subtitlesRenditions', () => {
  it('lists each subtitles rendition with its language and absolute URI; none in a master without them', () => {
    const two = master.replace('#EXT-X-STREAM-INF:BANDWIDTH=900000', '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="Français",LANGUAGE="fr",URI="captions/fr.m3u8"\n#EXT-X-STREAM-INF:BANDWIDTH=900000');
    expect(subtitlesRenditions(two, masterUrl)).toEqual([
      { language: 'en', uri: 'https://media.example.com/v/dawn/captions/en.m3u8' },
      { language: 'fr', uri: 'https://media.example.com/v/dawn/captions/fr.m3u8' },
    ]);
    expect(subtitlesRenditions(master.replace(/^#EXT-X-MEDIA:.*$/m, ''), masterUrl)).toEqual([]);
  });
});
