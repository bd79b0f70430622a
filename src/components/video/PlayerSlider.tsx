import * as Slider from '@radix-ui/react-slider';
import { cn } from '../../lib/cn';

/** A Radix slider themed for the dark player bar; the thumb carries the accessible name and value text. */
export function PlayerSlider({
  label,
  valueText,
  value,
  min,
  max,
  step,
  onValueChange,
  className,
}: {
  label: string;
  valueText: string;
  value: number;
  min: number;
  max: number;
  step: number;
  onValueChange: (value: number) => void;
  className?: string;
}) {
  return (
    <Slider.Root
      className={cn('relative flex h-6 touch-none select-none items-center', className)}
      value={[value]}
      min={min}
      max={max}
      step={step}
      onValueChange={([next]) => {
        if (next !== undefined) onValueChange(next);
      }}
    >
      <Slider.Track className="relative h-1 grow overflow-hidden rounded-pill bg-white/25">
        <Slider.Range className="absolute h-full rounded-pill bg-clay" />
      </Slider.Track>
      <Slider.Thumb
        aria-label={label}
        aria-valuetext={valueText}
        className="block size-3.5 rounded-full bg-white shadow-soft transition-transform hover:scale-125 focus-visible:scale-125 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-clay"
      />
    </Slider.Root>
  );
}
