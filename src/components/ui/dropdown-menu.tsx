import * as Primitive from '@radix-ui/react-dropdown-menu';
import { Check } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const DropdownMenu = Primitive.Root;
export const DropdownMenuTrigger = Primitive.Trigger;
export const DropdownMenuRadioGroup = Primitive.RadioGroup;

/**
 * A menu panel in the site's ivory card style. `container` is where it is portalled: a player passes
 * its own element, so the menu also shows in fullscreen and stays inside a dialog's focus trap.
 */
export function DropdownMenuContent({
  className,
  container,
  sideOffset = 8,
  ...props
}: ComponentProps<typeof Primitive.Content> & { container?: HTMLElement | null }) {
  return (
    <Primitive.Portal container={container}>
      <Primitive.Content
        sideOffset={sideOffset}
        collisionPadding={8}
        className={cn(
          'z-50 min-w-40 rounded-2xl border border-clay/60 bg-ivory p-1.5 text-ink shadow-lift outline-none data-[state=open]:animate-menu-in',
          className,
        )}
        {...props}
      />
    </Primitive.Portal>
  );
}

export function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof Primitive.Label>) {
  return <Primitive.Label className={cn('px-3 pb-1.5 pt-2 text-xs font-semibold uppercase tracking-wider text-ink-soft', className)} {...props} />;
}

/** A menuitemradio: announced as checked or not; a check mark shows the current choice. */
export function DropdownMenuRadioItem({ className, children, ...props }: ComponentProps<typeof Primitive.RadioItem>) {
  return (
    <Primitive.RadioItem
      className={cn(
        'relative flex cursor-pointer select-none items-center rounded-xl py-2 pl-9 pr-4 text-sm outline-none transition-colors data-[highlighted]:bg-sand data-[state=checked]:font-semibold',
        className,
      )}
      {...props}
    >
      <Primitive.ItemIndicator className="absolute left-3 grid place-items-center text-ember">
        <Check className="size-4" aria-hidden="true" />
      </Primitive.ItemIndicator>
      {children}
    </Primitive.RadioItem>
  );
}

/** A menuitem: an action (`onSelect`), or a link with `asChild`. */
export function DropdownMenuItem({ className, ...props }: ComponentProps<typeof Primitive.Item>) {
  return (
    <Primitive.Item
      className={cn(
        'flex cursor-pointer select-none items-center gap-3 rounded-xl px-3 py-2.5 text-sm outline-none transition-colors data-[highlighted]:bg-sand data-[disabled]:cursor-default data-[disabled]:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
        className,
      )}
      {...props}
    />
  );
}
