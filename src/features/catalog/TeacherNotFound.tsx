import { Link } from 'react-router';
import { PageHero } from '../../components/layout/PageHero';
import { buttonVariants } from '../../components/ui/button';
import { paths } from '../../config/routes';
import { usePageMeta } from '../../lib/usePageMeta';

/** An unknown /teacher/{id}: the spec's words, and ways onward. */
export function TeacherNotFound() {
  usePageMeta('Teacher Not Found', "We couldn't find information about this teacher.");
  return (
    <>
      <PageHero eyebrow="Our Teachers" title="Teacher Not Found">
        <p>We couldn&apos;t find information about this teacher.</p>
      </PageHero>
      <section className="mx-auto flex max-w-7xl flex-wrap gap-3 px-4 py-12 sm:px-6 lg:px-8">
        <Link to={paths.videos('all')} className={buttonVariants({ variant: 'primary' })}>
          Browse All Videos
        </Link>
        <Link to={paths.home} className={buttonVariants({ variant: 'outline' })}>
          Return to Home
        </Link>
      </section>
    </>
  );
}
