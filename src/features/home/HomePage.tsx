import type { ReactNode } from 'react';
import { PATH_CATEGORY_COUNT } from '../../config/site';
import { pathCategories } from '../../content/categories';
import { posterUrl } from '../../content/mediaPaths';
import { useHomeData } from '../../lib/catalog/usePageData';
import { useLocalize } from '../../lib/i18n/useT';
import { usePageMeta } from '../../lib/usePageMeta';
import { HeroCarousel } from './hero/HeroCarousel';
import { CallToAction } from './sections/CallToAction';
import { FeaturedVideos } from './sections/FeaturedVideos';
import { MakingOfSection } from './sections/MakingOfSection';
import { PathCards } from './sections/PathCards';
import { TeacherAvatars } from './sections/TeacherAvatars';

/** The making-of section shows the poster of a quiet sitting practice (a picture of the site, not catalog data). */
const makingOfImage = posterUrl('the-art-of-sitting');

/**
 * Home (docs/product.md#home): hero carousel, the making-of story, paths, featured videos, teachers and the call
 * to action. The hero slides, featured videos and teachers are the editors' choice (the studio's Home, read from
 * the catalog, at most as many as config/site.ts says). `afterHero` is what the app puts right after the hero
 * (the library's Continue watching).
 */
export function HomePage({ afterHero }: { afterHero?: ReactNode }) {
  usePageMeta('');
  const localize = useLocalize();
  const { hero, featured, teachers } = useHomeData();
  return (
    <>
      <HeroCarousel slides={hero} />
      {afterHero}
      <MakingOfSection imageUrl={makingOfImage} />
      <PathCards categories={pathCategories.slice(0, PATH_CATEGORY_COUNT).map(localize.category)} />
      <FeaturedVideos videos={featured} />
      <TeacherAvatars teachers={teachers} />
      <CallToAction />
    </>
  );
}
