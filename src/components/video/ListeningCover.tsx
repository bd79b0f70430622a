import { Headphones } from 'lucide-react';
import { cn } from '../../lib/cn';

/**
 * While listening, the poster covers the picture, softly dimmed, with a headphones mark that breathes slowly while
 * the sound plays (still for those who ask for less motion). Only for the eye: the bar's Watch button says it.
 */
export function ListeningCover({ poster, playing }: { poster: string | undefined; playing: boolean }) {
  return (
    <div aria-hidden="true" data-testid="listening-cover" className="pointer-events-none absolute inset-0 grid place-items-center">
      {poster && <img src={poster} alt="" className="absolute inset-0 size-full object-cover brightness-[0.55] saturate-[0.85]" />}
      <span
        className={cn(
          'relative grid size-16 place-items-center rounded-full bg-ivory/15 text-ivory ring-1 ring-ivory/30 backdrop-blur-sm sm:size-20',
          playing && 'motion-safe:animate-[pulse_4s_ease-in-out_infinite]',
        )}
      >
        <Headphones className="size-7 sm:size-8" />
      </span>
    </div>
  );
}
