import type { ReactNode, RefObject } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../shared/routes';
import { onPlainClick } from '../../lib/onPlainClick';
import { useOpenSearch } from './searchOpener';

/**
 * Search in the header and the menu: a link to the search page, which the app turns into opening the search
 * dialog (decision 1405). On closing the dialog, focus goes back to `returnFocusTo`, or to the link.
 */
export function SearchLink({
  label,
  className,
  onOpen,
  returnFocusTo,
  children,
}: {
  label?: string;
  className: string;
  /** Runs before the dialog opens (the menu closes first). */
  onOpen?: () => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  const openSearch = useOpenSearch();
  return (
    <Link
      to={paths.search}
      aria-label={label}
      className={className}
      onClick={onPlainClick((link) => {
        onOpen?.();
        openSearch(returnFocusTo?.current ?? link);
      })}
    >
      {children}
    </Link>
  );
}
