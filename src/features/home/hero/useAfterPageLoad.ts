import { startTransition, useEffect, useState } from 'react';

/** False until the window's load event has fired. Starts false everywhere, so a prerendered page hydrates cleanly. */
export function useAfterPageLoad(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    // A transition, so that it never forces the rest of a prerendered page to hydrate in one blocking task.
    const onLoad = () => startTransition(() => setLoaded(true));
    if (document.readyState === 'complete') {
      onLoad();
      return;
    }
    window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, []);
  return loaded;
}
