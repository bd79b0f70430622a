import { NotFoundState } from '../../components/layout/NotFoundState';
import { useT } from '../../lib/i18n/useT';

/** An unknown /teacher/{id}: the required words (docs/product.md#catalog), and ways onward. */
export function TeacherNotFound() {
  const t = useT();
  return (
    <NotFoundState
      eyebrow={t('catalog.teacherNotFound.eyebrow')}
      title={t('catalog.teacherNotFound.title')}
      message={t('catalog.teacherNotFound.message')}
    />
  );
}
