import type { MouseEvent } from 'react';

/**
 * The click handler of a link the app enhances (decision 1405): a plain click (main button, no modifier key)
 * runs `enhance` in place of following the link. Any other click (a new tab, a new window) stays the browser's,
 * and so does every click before the app starts: the link works as a link.
 */
export function onPlainClick<E extends HTMLElement>(enhance: (link: E) => void): (event: MouseEvent<E>) => void {
  return (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    enhance(event.currentTarget);
  };
}
