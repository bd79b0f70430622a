import { useEffect } from 'react';

/** Dispatched on the document once React owns the routed page; src/app/boot.ts repeats the name (it has no imports). */
export const APP_STARTED_EVENT = 'stillwater:app-started';

/**
 * Rendered beside the routed page, inside its Suspense boundary: its effect runs once React has hydrated the page
 * (React hydrates that boundary after the rest of the shell), when a form's handlers are live. Boot then sends a
 * form submitted before (decision 2426). The event goes out in a task of its own, outside React's commit.
 */
export function AnnounceStart(): null {
  useEffect(() => {
    const timer = setTimeout(() => document.dispatchEvent(new Event(APP_STARTED_EVENT)), 0);
    return () => clearTimeout(timer);
  }, []);
  return null;
}
