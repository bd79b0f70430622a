import type { SVGProps } from 'react';
import { useT } from '../../lib/i18n/useT';

/** Brand marks drawn inline (lucide dropped brand icons); they have no real targets (docs/product.md#shell). */
const networks: { name: string; path: string }[] = [
  {
    name: 'Instagram',
    path: 'M12 7.4a4.6 4.6 0 1 0 0 9.2 4.6 4.6 0 0 0 0-9.2Zm0 7.6a3 3 0 1 1 0-6 3 3 0 0 1 0 6Zm4.8-8.9a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2ZM12 3c-2.4 0-2.7 0-3.7.1-3.3.2-5 1.8-5.2 5.2C3 9.3 3 9.6 3 12s0 2.7.1 3.7c.2 3.3 1.8 5 5.2 5.2 1 .1 1.3.1 3.7.1s2.7 0 3.7-.1c3.3-.2 5-1.8 5.2-5.2.1-1 .1-1.3.1-3.7s0-2.7-.1-3.7c-.2-3.3-1.8-5-5.2-5.2C14.7 3 14.4 3 12 3Z',
  },
  { name: 'YouTube', path: 'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8ZM10 15V9l5.2 3L10 15Z' },
  { name: 'Facebook', path: 'M13.5 21v-7.5h2.5l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4c-.3 0-1.2-.1-2.2-.1-2.2 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21h3Z' },
];

function Mark({ path, ...props }: SVGProps<SVGSVGElement> & { path: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" {...props}>
      <path d={path} />
    </svg>
  );
}

export function SocialLinks() {
  const t = useT();
  return (
    <ul className="mt-6 flex gap-2" aria-label={t('layout.socialMedia')}>
      {networks.map((network) => (
        <li key={network.name}>
          <a
            href="#"
            onClick={(event) => event.preventDefault()}
            aria-label={network.name}
            className="grid size-10 place-items-center rounded-full border border-white/15 text-ivory/80 transition-colors hover:border-white/40 hover:text-white"
          >
            <Mark path={network.path} className="size-[1.1rem]" />
          </a>
        </li>
      ))}
    </ul>
  );
}
