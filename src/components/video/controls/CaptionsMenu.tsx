import { Captions, CaptionsOff } from 'lucide-react';
import type { CaptionLanguage } from '../../../content/captions';
import { useT } from '../../../lib/i18n/useT';
import type { useCaptions } from '../useCaptions';
import { PlayerMenu } from './PlayerMenu';

const OFF = 'off';

/** 'Captions': Off and each language of the video, each named in itself. Hidden when the video has none. */
export function CaptionsMenu({ captions, container }: { captions: ReturnType<typeof useCaptions>; container: HTMLElement | null }) {
  const t = useT();
  const { tracks, language, choose } = captions;
  if (tracks.length === 0) return null;
  const current = tracks.find((track) => track.language === language);
  return (
    <PlayerMenu
      label={t('player.captionsButton', { choice: current?.label ?? t('player.captionsOff') })}
      title={t('player.captions')}
      keyShortcut="c"
      trigger={
        current ? (
          <span className="relative grid place-items-center">
            <Captions aria-hidden="true" />
            {/* A soft bar under the icon marks captions on, beside the icon's own change. */}
            <span aria-hidden="true" className="absolute -bottom-1.5 inset-x-0.5 h-0.5 rounded-full bg-clay" />
          </span>
        ) : (
          <CaptionsOff aria-hidden="true" />
        )
      }
      options={[
        { value: OFF, label: t('player.captionsOff') },
        ...tracks.map((track) => ({ value: track.language, label: track.label, lang: track.language })),
      ]}
      value={language ?? OFF}
      onValueChange={(value) => choose(value === OFF ? null : (value as CaptionLanguage))}
      container={container}
    />
  );
}
