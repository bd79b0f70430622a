import { Link } from 'react-router';
import { paths } from '../../../../shared/routes';
import { buttonVariants } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n/useT';

/** The closing invitation (docs/product.md#home): 'Begin Your Transformation' to sign up, 'Learn Our Story' to /about. */
export function CallToAction() {
  const t = useT();
  return (
    <section aria-labelledby="cta-title" className="render-when-visible px-5 pb-20 sm:px-8 sm:pb-28 lg:px-10">
      <div className="relative mx-auto max-w-6xl overflow-hidden rounded-[2rem] bg-dusk px-6 py-16 text-center text-white shadow-lift sm:px-12 sm:py-24">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(ellipse_at_top,rgb(184_100_58/0.45),transparent_60%),radial-gradient(ellipse_at_bottom_right,rgb(111_127_100/0.35),transparent_55%)]"
        />
        <div className="relative mx-auto max-w-2xl">
          <p className="text-xs font-semibold uppercase tracking-[0.22em] text-clay">{t('home.cta.eyebrow')}</p>
          <h2 id="cta-title" className="mt-4 text-title text-white">
            {t('home.cta.title')}
          </h2>
          <p className="mt-5 text-lg leading-relaxed text-ivory/80">
            {t('home.cta.text')}
          </p>
          <div className="mt-9 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <Link to={paths.signup} className={cn(buttonVariants({ variant: 'primary', size: 'lg' }), 'w-full sm:w-auto')}>
              {t('home.cta.begin')}
            </Link>
            <Link to={paths.about} className={cn(buttonVariants({ variant: 'ghostLight', size: 'lg' }), 'w-full sm:w-auto')}>
              {t('home.cta.story')}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
