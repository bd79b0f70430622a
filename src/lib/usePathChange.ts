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
