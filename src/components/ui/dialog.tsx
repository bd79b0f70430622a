import * as Primitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n/useT';

export const Dialog = Primitive.Root;

const overlayClass = 'fixed inset-0 z-50 bg-dusk/70 backdrop-blur-sm data-[state=open]:animate-[fade-in_200ms_ease-out]';
const closeClass =
  'absolute right-3 top-3 grid size-10 place-items-center rounded-full text-current opacity-80 transition hover:bg-black/10 hover:opacity-100';

/** A centred modal dialog; Radix keeps focus inside and returns it on close. */
export function DialogContent({ className, children, ...props }: ComponentProps<typeof Primitive.Content>) {
  const t = useT();
  return (
    <Primitive.Portal>
      <Primitive.Overlay className={overlayClass} />
      <Primitive.Content
        className={cn(
          'fixed left-1/2 top-1/2 z-50 w-[calc(100%-1.5rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-card bg-ivory text-ink shadow-lift outline-none',
          className,
        )}
        {...props}
      >
        {children}
        <Primitive.Close className={closeClass} aria-label={t('ui.close')}>
          <X className="size-5" aria-hidden="true" />
        </Primitive.Close>
      </Primitive.Content>
    </Primitive.Portal>
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof Primitive.Title>) {
  return <Primitive.Title className={cn('font-display text-2xl', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof Primitive.Description>) {
  return <Primitive.Description className={cn('text-ink-soft', className)} {...props} />;
}
