import { usePathChange } from '../../lib/usePathChange';

/**
 * Scroll to the top on every route change (docs/product.md#routes). Not when the app starts: a prerendered page
 * may have been scrolled (or a link in it tapped) before the app owned it, and the browser already placed a page
 * it loaded.
 */
export function ScrollToTop() {
  usePathChange(() => window.scrollTo(0, 0));
  return null;
}
