import { useEffect, useEffectEvent, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Runs `onChange` (with the new path) once the location's path has changed, and not when the component mounts: a
 * menu that closes on navigation stays open if it was opened before the app started (decision 1405).
 */
export function usePathChange(onChange: (pathname: string) => void): void {
  const { pathname } = useLocation();
  const seen = useRef(pathname);
  const changed = useEffectEvent(onChange);
  useEffect(() => {
    if (seen.current === pathname) return;
    seen.current = pathname;
    changed(pathname);
  }, [pathname]);
}

/**
 * Closes a menu when the app moves to another page, as `usePathChange` does, but not for the page already on its
 * way when the menu was opened: after signing in, say, the address changes at once while the next page still
 * loads its data, and a menu opened meanwhile must stay open when that page arrives. Returns what to call as the
 * menu opens.
 */
export function useCloseOnNavigation(close: () => void): () => void {
  const openedAt = useRef<string | undefined>(undefined);
  usePathChange((pathname) => {
    if (pathname !== openedAt.current) close();
  });
  return () => {
    openedAt.current = window.location.pathname;
  };
}
