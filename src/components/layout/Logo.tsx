import { Link } from 'react-router';
import { site } from '../../../shared/site';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n/useT';

export function Logo({ className }: { className?: string }) {
  const t = useT();
  return (
    <Link to="/" className={cn('flex items-center gap-2.5', className)} aria-label={t('layout.logoHome', { name: site.name })}>
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true">
        <circle cx="16" cy="14" r="7.5" fill="none" stroke="currentColor" strokeWidth="1.6" opacity="0.9" />
        <path d="M5 21.5c3.5 2.4 7.2 3.6 11 3.6s7.5-1.2 11-3.6" fill="none" stroke="#e9b37f" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      <span className="font-display text-xl tracking-tight">{site.name}</span>
    </Link>
  );
}
