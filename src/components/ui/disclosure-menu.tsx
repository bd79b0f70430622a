import { useId, useRef, type CSSProperties, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useCloseOnNavigation } from '../../lib/usePathChange';

/**
 * A navigation disclosure (WAI-ARIA APG "disclosure navigation menu"): a button that shows a list of links.
 * The panel is a native popover (`popovertarget`), so it opens before the app starts (decision 1405); the
 * browser closes it on Escape and on a click outside, and exposes the button's expanded state. The app also
 * closes it when focus leaves it and on navigation. Lighter than a Radix menu (~20 KB of the initial bundle).
 */
export function DisclosureMenu({
  label,
  buttonClassName,
  panelClassName,
  align = 'start',
  children,
}: {
  label: ReactNode;
  buttonClassName?: string;
  panelClassName?: string;
  align?: 'start' | 'end';
  children: (close: () => void) => ReactNode;
}) {
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();
  // hidePopover is missing from jsdom only.
  const close = () => document.getElementById(panelId)?.hidePopover?.();
  const opened = useCloseOnNavigation(close);

  return (
    <div
      ref={root}
      // Names the button as the anchor the panel is placed under (styles.css, .menu-panel).
      style={{ '--menu-anchor': `--menu-${panelId.replace(/[^\w-]/g, '')}` } as CSSProperties}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <button type="button" popoverTarget={panelId} onClick={opened} className={cn('menu-anchor', buttonClassName)}>
        {label}
      </button>
      <div
        id={panelId}
        popover="auto"
        className={cn(
          'menu-panel min-w-56 rounded-2xl border border-clay/60 bg-ivory p-2 text-ink shadow-lift',
          align === 'end' ? 'menu-panel-end' : 'menu-panel-start',
          panelClassName,
        )}
      >
        {children(close)}
      </div>
    </div>
  );
}

export const menuItemClass =
  'flex w-full items-center gap-2 rounded-xl px-3 py-2.5 text-left text-sm transition-colors hover:bg-sand focus-visible:bg-sand';
