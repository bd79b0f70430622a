import { Sprout } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../shared/routes';
import { buttonVariants } from '../../components/ui/button';
import { useT } from '../../lib/i18n/useT';

/** What a path with no videos yet shows instead of an empty grid. */
export function EmptyCategory({ pathTitle }: { pathTitle?: string }) {
  const t = useT();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center rounded-card bg-sand/70 px-6 py-14 text-center ring-1 ring-ink/5 sm:px-12">
      <span className="grid size-14 place-items-center rounded-full bg-ivory text-sage shadow-soft">
        <Sprout className="size-6" aria-hidden="true" />
      </span>
      <h2 className="mt-6 font-display text-2xl text-ink">{t('catalog.empty.title')}</h2>
      <p className="mt-3 leading-relaxed text-ink-soft">
        {pathTitle
          ? t('catalog.empty.path', { path: pathTitle })
          : t('catalog.empty.other')}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={paths.videos('all')} className={buttonVariants({ variant: 'primary' })}>
          {t('layout.browseAll')}
        </Link>
        <Link to={paths.videos('free')} className={buttonVariants({ variant: 'outline' })}>
          {t('nav.freeVideos')}
        </Link>
      </div>
    </div>
  );
}
