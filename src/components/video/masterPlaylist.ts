/** Codecs of sound only (AAC, AC-3, E-AC-3, Opus, FLAC), as a master playlist's CODECS attribute names them. */
const AUDIO_CODEC = /^(mp4a|ac-3|ec-3|opus|flac)\b/i;

/** The attributes of one `#EXT-X-…:` tag line (quoted values keep their commas). */
function attributes(line: string): Map<string, string> {
  const list = line.slice(line.indexOf(':') + 1);
  return new Map([...list.matchAll(/([A-Z0-9-]+)=("[^"]*"|[^,]*)/g)].map(([, name = '', value = '']) => [name, value.replace(/^"|"$/g, '')]));
}

/**
 * The absolute URL of the audio-only variant a master playlist lists (`#EXT-X-STREAM-INF` with CODECS of sound
 * only and no RESOLUTION), resolved against the master's URL; null when it lists none.
 */
export function audioOnlyVariant(master: string, masterUrl: string): string | null {
  const lines = master.split(/\r?\n/).map((line) => line.trim());
  for (const [index, line] of lines.entries()) {
    if (!line.startsWith('#EXT-X-STREAM-INF:')) continue;
    const attrs = attributes(line);
    const codecs = (attrs.get('CODECS') ?? '').split(',').filter(Boolean);
    const audioOnly = codecs.length > 0 && codecs.every((codec) => AUDIO_CODEC.test(codec.trim())) && !attrs.has('RESOLUTION');
    const uri = lines.slice(index + 1).find((next) => next && !next.startsWith('#'));
    if (audioOnly && uri) return new URL(uri, masterUrl).href;
  }
  return null;
}

/** A subtitles rendition a master playlist lists (`#EXT-X-MEDIA:TYPE=SUBTITLES`): its language and absolute URI. */
export interface SubtitlesRendition {
  language: string;
  uri: string;
}

/** The subtitles renditions of a master playlist, their URIs resolved against the master's URL. */
export function subtitlesRenditions(master: string, masterUrl: string): SubtitlesRendition[] {
  return master
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.startsWith('#EXT-X-MEDIA:'))
    .map(attributes)
    .filter((attrs) => attrs.get('TYPE') === 'SUBTITLES' && attrs.get('LANGUAGE') && attrs.get('URI'))
    .map((attrs) => ({ language: attrs.get('LANGUAGE') as string, uri: new URL(attrs.get('URI') as string, masterUrl).href }));
}
