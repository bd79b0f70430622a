import { NotFoundState } from '../../components/layout/NotFoundState';
import { useT } from '../../lib/i18n/useT';

/** An unknown /video/{id}. */
export function VideoNotFound() {
  const t = useT();
  return (
    <NotFoundState
      eyebrow={t('watch.notFound.eyebrow')}
      title={t('watch.notFound.title')}
      message={t('watch.notFound.message')}
    />
  );
}
