import { NotFoundState } from '../../components/layout/NotFoundState';

/** An unknown /teacher/{id}: the required words (docs/product.md#catalog), and ways onward. */
export function TeacherNotFound() {
  return <NotFoundState eyebrow="Our Teachers" title="Teacher Not Found" message="We couldn't find information about this teacher." />;
}
