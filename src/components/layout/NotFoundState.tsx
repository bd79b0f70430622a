import { Link } from 'react-router';
import { paths } from '../../../shared/routes';
import { useMarkNotFound } from '../../lib/catalog/useCatalogData';
import type { MessageId } from '../../lib/i18n/i18n';
import { useT } from '../../lib/i18n/useT';
import { usePageMeta } from '../../lib/usePageMeta';
import { buttonVariants } from '../ui/button';
import { PageHero } from './PageHero';

/** The not-found words of each kind of catalog item a link can name. */
const copies = {
  video: { eyebrow: 'watch.notFound.eyebrow', title: 'watch.notFound.title', message: 'watch.notFound.message' },
  teacher: { eyebrow: 'catalog.teacherNotFound.eyebrow', title: 'catalog.teacherNotFound.title', message: 'catalog.teacherNotFound.message' },
} as const satisfies Record<string, Record<'eyebrow' | 'title' | 'message', MessageId>>;

/**
 * A catalog item that does not exist (an unknown /video/{id} or /teacher/{id}): the required words
 * (docs/product.md#catalog), and ways onward to the library or home. The server answers it with HTTP 404.
 */
export function NotFoundState({ item }: { item: keyof typeof copies }) {
  const t = useT();
  useMarkNotFound()();
  const copy = copies[item];
  const title = t(copy.title);
  const message = t(copy.message);
  usePageMeta(title, message);
  return (
    <>
      <PageHero eyebrow={t(copy.eyebrow)} title={title}>
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
