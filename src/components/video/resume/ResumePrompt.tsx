import { Play, RotateCcw } from 'lucide-react';
import type { Ref } from 'react';
import { useT } from '../../../lib/i18n/useT';
import { formatTime } from '../formatTime';

/** Over the picture of a video with progress: "Resume from m:ss" or "Start over", both starting playback. */
export function ResumePrompt({
  position,
  onResume,
  onStartOver,
  resumeRef,
}: {
  position: number;
  onResume: () => void;
  onStartOver: () => void;
  resumeRef?: Ref<HTMLButtonElement>;
}) {
  const t = useT();
  return (
    <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-dusk/60 p-4 sm:flex-row">
      <button
        ref={resumeRef}
        type="button"
        onClick={onResume}
        className="inline-flex h-11 items-center gap-2 rounded-pill bg-ivory px-5 text-sm font-medium text-ink shadow-lift transition-colors hover:bg-white sm:text-base"
      >
        <Play className="size-4 fill-current" aria-hidden="true" />
        {t('library.resumeFrom', { time: formatTime(position) })}
      </button>
      <button
        type="button"
        onClick={onStartOver}
        className="inline-flex h-11 items-center gap-2 rounded-pill border border-white/50 px-5 text-sm font-medium text-white transition-colors hover:bg-white/10 sm:text-base"
      >
        <RotateCcw className="size-4" aria-hidden="true" />
        {t('library.startOver')}
      </button>
    </div>
  );
}
