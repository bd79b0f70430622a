import type { StoryboardCue } from '../storyboard';

/** The thumbnail's width on screen; its height follows the tile's shape. */
export const PREVIEW_WIDTH = 160;

/**
 * The card above the seek bar's pointer: the storyboard tile for that time (when there is one) and the time.
 * Only for the eye: the slider's own value text says the time to a screen reader.
 */
export function SeekPreview({ left, time, cue }: { left: number; time: string; cue: StoryboardCue | null }) {
  const scale = cue ? PREVIEW_WIDTH / cue.width : 1;
  return (
    <div
      aria-hidden="true"
      data-testid="seek-preview"
      style={{ left }}
      className="pointer-events-none absolute bottom-full mb-3 flex -translate-x-1/2 flex-col items-center gap-1.5"
    >
      {cue && (
        <div
          className="relative overflow-hidden rounded-lg bg-dusk shadow-lift ring-1 ring-clay/40"
          style={{ width: PREVIEW_WIDTH, height: Math.round(cue.height * scale) }}
        >
          <div
            data-testid="seek-thumbnail"
            className="absolute left-0 top-0 origin-top-left bg-no-repeat"
            style={{
              width: cue.width,
              height: cue.height,
              backgroundImage: `url("${cue.image}")`,
              backgroundPosition: `-${cue.x}px -${cue.y}px`,
              transform: `scale(${scale})`,
            }}
          />
        </div>
      )}
      <span className="rounded-pill bg-dusk/90 px-2.5 py-0.5 text-xs font-medium tabular-nums text-ivory shadow-soft ring-1 ring-white/10">{time}</span>
    </div>
  );
}
