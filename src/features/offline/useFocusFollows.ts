import { useLayoutEffect, useRef, type FocusEvent } from 'react';

/**
 * Keeps keyboard focus in a control whose content `state` swaps (Download → progress → Downloaded): when the
 * element that had focus went with the old state, the new state's first button takes it, rather than the page.
 */
export function useFocusFollows<T extends HTMLElement>(state: string) {
  const root = useRef<T>(null);
  const hadFocus = useRef(false);
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (hadFocus.current && (active === null || active === document.body)) root.current?.querySelector<HTMLElement>('button, a[href]')?.focus();
  }, [state]);
  return {
    ref: root,
    onFocus: () => {
      hadFocus.current = true;
    },
    onBlur: (event: FocusEvent<T>) => {
      if (!root.current?.contains(event.relatedTarget as Node | null)) hadFocus.current = false;
    },
  };
}
