import { Link } from 'react-router';
import { paths } from '../../../shared/routes';
import { usePageMeta } from '../../lib/usePageMeta';
import { useT } from '../../lib/i18n/useT';
import { buttonVariants } from '../ui/button';
import { PageHero } from './PageHero';

/** A catalog item that does not exist: its words, and ways onward to the library or home. */
export function NotFoundState({ eyebrow, title, message }: { eyebrow: string; title: string; message: string }) {
  const t = useT();
  usePageMeta(title, message);
  return (
    <>
      <PageHero eyebrow={eyebrow} title={title}>
        <p>{message}</p>
      </PageHero>
      <section className="mx-auto flex max-w-7xl flex-wrap gap-3 px-4 py-12 sm:px-6 lg:px-8">
        <Link to={paths.videos('all')} className={buttonVariants({ variant: 'primary' })}>
          {t('layout.browseAll')}
        </Link>
        <Link to={paths.home} className={buttonVariants({ variant: 'outline' })}>
          {t('layout.returnHome')}
        </Link>
      </section>
    </>
  );
}
