import { Link } from 'react-router';
import type { NavLinkItem } from '../../config/navigation';
import { useT } from '../../lib/i18n/useT';

/** A list of navigation links (the header's menus), each closing its menu when chosen. */
export function LinkList({
  links,
  linkClassName,
  onChoose,
  className,
}: {
  links: readonly NavLinkItem[];
  linkClassName: string;
  onChoose: () => void;
  className?: string;
}) {
  const t = useT();
  return (
    <ul className={className}>
      {links.map((item) => (
        <li key={item.to}>
          <Link to={item.to} className={linkClassName} onClick={onChoose}>
            {t(item.label)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
