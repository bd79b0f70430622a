import { ArrowUpRight } from 'lucide-react';
import { Link } from 'react-router';
import type { PathCategory } from '../../../content/types';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n/useT';
import { pathIcon } from './pathIcons';
import { SectionHeading } from './SectionHeading';

/** The eight path cards (docs/product.md#home): one per category, each a link to its category page. */
export function PathCards({ categories }: { categories: readonly PathCategory[] }) {
  const t = useT();
  return (
    <section aria-labelledby="paths-title" className="render-when-visible mx-auto max-w-7xl px-5 py-20 sm:px-8 sm:py-28 lg:px-10">
      <SectionHeading id="paths-title" eyebrow={t('nav.paths')} title={t('home.paths.title')}>
        {t('home.paths.text')}
      </SectionHeading>
      <ul role="list" className="mt-12 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:gap-5">
        {categories.map((category) => {
          const Icon = pathIcon(category.icon);
          return (
            <li key={category.id}>
              <Link
                to={category.path}
                className="group relative grid h-full grid-cols-[auto_1fr] gap-x-4 overflow-hidden rounded-card border border-ink/5 bg-white p-5 shadow-soft transition duration-300 hover:-translate-y-0.5 hover:shadow-lift sm:flex sm:flex-col sm:p-6"
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'absolute -right-10 -top-10 size-36 rounded-full bg-gradient-to-br opacity-70 blur-2xl transition-opacity duration-500 group-hover:opacity-100',
                    category.gradient,
                  )}
                />
                <span
                  aria-hidden="true"
                  className={cn(
                    'relative row-span-2 grid size-12 place-items-center rounded-2xl bg-gradient-to-br text-ink shadow-soft',
                    category.gradient,
                  )}
                >
                  <Icon className="size-6" strokeWidth={1.6} />
                </span>
                <h3 className="relative text-xl leading-snug text-ink sm:mt-6">{category.title}</h3>
                <p className="relative mt-1.5 flex-1 text-[0.95rem] leading-relaxed text-ink-soft sm:mt-2">{category.description}</p>
                <span className="relative mt-5 hidden items-center gap-1 text-sm font-medium text-ember-deep sm:inline-flex">
                  {t('home.paths.explore')}
                  <ArrowUpRight
                    className="size-4 transition-transform duration-300 group-hover:-translate-y-0.5 group-hover:translate-x-0.5"
                    aria-hidden="true"
                  />
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
