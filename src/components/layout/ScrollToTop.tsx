import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Scroll to the top on every route change (docs/product.md#routes). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
