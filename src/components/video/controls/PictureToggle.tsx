import { Play } from 'lucide-react';
import { WhenStarted } from '../../ui/when-started';

/**
 * The picture as a click target that toggles playback, as viewers expect, with the big play affordance while
 * paused; the bar's button is the accessible control. It only works with the app, so it shows once it runs.
 */
export function PictureToggle({ onToggle, showPlay }: { onToggle: () => void; showPlay: boolean }) {
  return (
    <WhenStarted aria-hidden="true" onClick={onToggle} className="absolute inset-0 grid cursor-pointer place-items-center">
      {showPlay && (
        <span className="grid size-16 place-items-center rounded-full bg-ivory/90 text-ink shadow-lift transition-transform hover:scale-105 sm:size-20">
          <Play className="ml-1 size-7 fill-current sm:size-8" />
        </span>
      )}
    </WhenStarted>
  );
}
