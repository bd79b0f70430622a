import { useEffect, useRef, type ReactNode } from 'react';
import { CloseButton } from './close-button';
import { useT } from '../../lib/i18n/useT';

/**
 * A side panel on the native <dialog> element: showModal() makes the page behind it inert,
 * Escape closes it and focus returns to the opener, at no bundle cost.
 */
export function Sheet({
  open,
  onOpenChange,
  label,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  label: string;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const t = useT();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal?.();
    if (!open && element.open) element.close?.();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      aria-label={label}
      onClose={() => onOpenChange(false)}
      onClick={(event) => {
        if (event.target === dialog.current) onOpenChange(false);
      }}
      className="fixed inset-y-0 left-auto right-0 m-0 h-dvh max-h-none w-[min(22rem,88vw)] max-w-none bg-ivory p-0 text-ink shadow-lift backdrop:bg-dusk/70 backdrop:backdrop-blur-sm"
    >
      {open && (
        <div className="flex min-h-full flex-col">
          {children}
          <CloseButton
            label={t('ui.closeMenu')}
            onClick={() => onOpenChange(false)}
            className="absolute right-3 top-3 grid size-10 place-items-center rounded-full hover:bg-sand"
            iconClassName="size-5"
          />
        </div>
      )}
    </dialog>
  );
}
