import { Link } from 'react-router';

/** A list of navigation links (the header's menus), each closing its menu when chosen. */
export function LinkList({
  links,
  linkClassName,
  onChoose,
  className,
}: {
  links: readonly { label: string; to: string }[];
  linkClassName: string;
  onChoose: () => void;
  className?: string;
}) {
  return (
    <ul className={className}>
      {links.map((item) => (
        <li key={item.to}>
          <Link to={item.to} className={linkClassName} onClick={onChoose}>
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
