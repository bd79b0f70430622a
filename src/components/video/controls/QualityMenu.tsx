import { Settings2 } from 'lucide-react';
import { useT } from '../../../lib/i18n/useT';
import '../streamMessages';
import type { StreamQuality } from '../useHlsSource';
import { PlayerMenu } from './PlayerMenu';

const AUTO = '-1';

/**
 * 'Quality': Auto (with the rendition ABR plays now, "Auto (720p)") and each rendition, tallest first. Hidden
 * unless hls.js plays a stream with more than one rendition (MP4, native HLS and Listen have no choice).
 */
export function QualityMenu({ quality, container }: { quality: StreamQuality; container: HTMLElement | null }) {
  const t = useT();
  const { renditions, choice, playingLevel, choose } = quality;
  if (renditions.length < 2) return null;
  const heightName = (height: number) => t('stream.rendition', { height });
  const name = (level: number | null) => {
    const rendition = renditions.find((candidate) => candidate.level === level);
    return rendition ? heightName(rendition.height) : null;
  };
  const playing = name(playingLevel);
  const auto = playing ? t('stream.autoPlaying', { rendition: playing }) : t('stream.auto');
  const tallestFirst = [...renditions].sort((a, b) => b.height - a.height);
  return (
    <PlayerMenu
      label={t('stream.qualityButton', { choice: choice === -1 ? auto : (name(choice) ?? auto) })}
      title={t('stream.quality')}
      trigger={<Settings2 aria-hidden="true" />}
      options={[
        { value: AUTO, label: auto },
        ...tallestFirst.map((rendition) => ({ value: String(rendition.level), label: heightName(rendition.height) })),
      ]}
      value={String(choice)}
      onValueChange={(value) => choose(Number(value))}
      container={container}
    />
  );
}
