import { useEffect, useRef, type ReactNode } from 'react';
import { useT } from '../../lib/i18n/useT';
import { CloseButton } from './close-button';

/**
 * A side panel on the native <dialog> element: showModal() makes the page behind it inert, Escape closes it
 * and focus returns to the opener, at no bundle cost. Its content is in the page from the start, so an opener
 * with `command="show-modal" commandfor={id}` opens it before the app starts (decision 1405); the app then
 * takes it over as open.
 */
export function Sheet({
  id,
  open,
  onOpenChange,
  label,
  children,
}: {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  label: string;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  /** The state last given to the dialog: it differs from the dialog's own when something else opened it. */
  const applied = useRef(false);
  const t = useT();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open !== applied.current) {
      applied.current = open;
      if (open && !element.open) element.showModal();
      if (!open && element.open) element.close();
    } else if (element.open && !open) {
      onOpenChange(true); // opened by its opener's command before the app started
    }
  }, [open, onOpenChange]);

  return (
    <dialog
      ref={dialog}
      id={id}
      aria-label={label}
      onClose={() => onOpenChange(false)}
      onClick={(event) => {
        if (event.target === dialog.current) onOpenChange(false);
      }}
      className="fixed inset-y-0 left-auto right-0 m-0 h-dvh max-h-none w-[min(22rem,88vw)] max-w-none bg-ivory p-0 text-ink shadow-lift backdrop:bg-dusk/70 backdrop:backdrop-blur-sm"
    >
      <div className="flex min-h-full flex-col">
        {children}
        <CloseButton
          label={t('ui.closeMenu')}
          onClick={() => onOpenChange(false)}
          dialogId={id}
          className="absolute right-3 top-3 grid size-10 place-items-center rounded-full hover:bg-sand"
          iconClassName="size-5"
        />
      </div>
    </dialog>
  );
}
