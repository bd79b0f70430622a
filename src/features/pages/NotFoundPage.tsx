import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { useT } from '../../lib/i18n/useT';
import { usePageMeta } from '../../lib/usePageMeta';

export default function NotFoundPage() {
  const { pathname } = useLocation();
  const t = useT();
  usePageMeta(t('pages.notFound.metaTitle'));
  useEffect(() => {
    console.warn('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <section className="grid min-h-svh place-items-center bg-dusk bg-[radial-gradient(circle_at_50%_35%,rgb(184_100_58/0.3),transparent_55%)] px-6 pt-header text-center text-ivory">
      <div>
        <p className="font-display text-7xl text-clay sm:text-8xl">404</p>
        <h1 className="mt-4 text-3xl text-white sm:text-4xl">{t('pages.notFound.title')}</h1>
        <p className="mx-auto mt-3 max-w-md text-ivory/75">
          {t('pages.notFound.text')}
        </p>
        <ButtonLink size="lg" className="mt-8" to="/">
          {t('layout.returnHome')}
        </ButtonLink>
      </div>
    </section>
  );
}
