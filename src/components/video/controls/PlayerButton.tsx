import type { ComponentProps } from 'react';
import { cn } from '../../../lib/cn';

/** 36 px on a phone, so that a stream's every control fits a 360 px wide bar (decision 2633); 40 px from `sm`. */
const shapes = {
  /** An icon in a circle. */
  round: 'size-9 sm:size-10 [&_svg]:size-5',
  /** A short text, such as the playback rate. */
  pill: 'h-9 min-w-9 px-2 text-sm font-semibold tabular-nums sm:h-10 sm:min-w-10 sm:px-2.5',
};

/** A button of the player's control bar; a pressed or open control keeps a soft highlight. */
export function PlayerButton({ shape = 'round', className, ...props }: ComponentProps<'button'> & { shape?: keyof typeof shapes }) {
  return (
    <button
      type="button"
      className={cn(
        'grid shrink-0 place-items-center rounded-full text-white transition-colors hover:bg-white/15 aria-expanded:bg-white/15 aria-pressed:bg-white/15',
        shapes[shape],
        className,
      )}
      {...props}
    />
  );
}
