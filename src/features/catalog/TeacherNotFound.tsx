import { NotFoundState } from '../../components/layout/NotFoundState';

/** An unknown /teacher/{id}: the spec's words, and ways onward. */
export function TeacherNotFound() {
  return <NotFoundState eyebrow="Our Teachers" title="Teacher Not Found" message="We couldn't find information about this teacher." />;
}
