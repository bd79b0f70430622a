import { Globe } from 'lucide-react';
import { Link } from 'react-router';
import { LOCALES, LOCALE_NAMES, isLocale } from '../../../shared/locales';
import { paths } from '../../../shared/routes';
import { site } from '../../../shared/site';
import { footerQuickLinks, legalLinks } from '../../config/navigation';
import type { NavLinkItem } from '../../config/navigation';
import { footerTeachers } from '../../content/teacherSlugs';
import { cn } from '../../lib/cn';
import { switchLocale } from '../../lib/i18n/i18n';
import { useLocale, useT } from '../../lib/i18n/useT';
import { useAppStarted } from '../../lib/useAppStarted';
import { Logo } from './Logo';
import { SocialLinks } from './SocialLinks';

/** Only the first half of the quick-links list is shown (docs/product.md#shell). */
const shownQuickLinks = footerQuickLinks.slice(0, Math.ceil(footerQuickLinks.length / 2));

function FooterColumn({ title, links }: { title: string; links: readonly (NavLinkItem | { name: string; to: string })[] }) {
  const t = useT();
  return (
    <div>
      <h2 className="font-sans text-xs font-semibold uppercase tracking-[0.16em] text-clay">{title}</h2>
      <ul className="mt-4 space-y-2.5">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="text-sm text-ivory/80 transition-colors hover:text-white">
              {'name' in link ? link.name : t(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Footer() {
  const year = new Date().getFullYear();
  const teacherLinks = footerTeachers.map((teacher) => ({ name: teacher.name, to: paths.teacher(teacher.id) }));
  const t = useT();

  return (
    <footer className="bg-dusk text-ivory">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-5 lg:px-8">
        <div className="lg:col-span-2">
          <Logo className="text-white" />
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-ivory/75">
            {t('site.tagline')}. {t('site.description')}
          </p>
          <SocialLinks />
        </div>
        <FooterColumn title={t('footer.quickLinks')} links={shownQuickLinks} />
        <FooterColumn title={t('footer.teachers')} links={teacherLinks} />
        <FooterColumn title={t('footer.legal')} links={legalLinks} />
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-sm text-ivory/70 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>{t('footer.rights', { year, name: site.name })}</p>
          <LanguageSelect />
        </div>
      </div>
    </footer>
  );
}

/** The language selector. Switching is the app's work (switchLocale): it shows once the app runs. */
function LanguageSelect() {
  const t = useT();
  const locale = useLocale();
  const started = useAppStarted();
  return (
    <label className={cn('flex items-center gap-2', !started && 'invisible')}>
      <Globe className="size-4" aria-hidden="true" />
      <span className="sr-only">{t('footer.language')}</span>
      <select
        value={locale}
        onChange={(event) => {
          if (isLocale(event.target.value)) void switchLocale(event.target.value);
        }}
        className="rounded-lg border border-white/20 bg-dusk px-2 py-1.5 text-ivory focus-visible:outline-ember"
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  );
}
