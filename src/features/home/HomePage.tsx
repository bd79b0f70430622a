import type { ReactNode } from 'react';
import { FEATURED_VIDEO_COUNT, HOME_TEACHER_COUNT, PATH_CATEGORY_COUNT } from '../../config/site';
import { pathCategories } from '../../content/categories';
import { homeTeachers } from '../../content/teachers';
import { featuredVideos, heroSlides, sampleVideos } from '../../content/videos';
import { useLocalize } from '../../lib/i18n/useT';
import { usePageMeta } from '../../lib/usePageMeta';
import { HeroCarousel } from './hero/HeroCarousel';
import { CallToAction } from './sections/CallToAction';
import { FeaturedVideos } from './sections/FeaturedVideos';
import { MakingOfSection } from './sections/MakingOfSection';
import { PathCards } from './sections/PathCards';
import { TeacherAvatars } from './sections/TeacherAvatars';

/** The making-of section shows the poster of a quiet sitting practice. */
const makingOfImage = (sampleVideos.find((v) => v.id === 'the-art-of-sitting') ?? heroSlides[0])?.thumbnail ?? '';

/**
 * Home (docs/product.md#home): hero carousel, the making-of story, paths, featured videos, teachers and the call
 * to action, each list at most as long as the specification's home page shows (config/site.ts). `afterHero` is
 * what the app puts right after the hero (the library's Continue watching).
 */
export function HomePage({ afterHero }: { afterHero?: ReactNode }) {
  usePageMeta('');
  const localize = useLocalize();
  return (
    <>
      <HeroCarousel slides={heroSlides.map(localize.video)} />
      {afterHero}
      <MakingOfSection imageUrl={makingOfImage} />
      <PathCards categories={pathCategories.slice(0, PATH_CATEGORY_COUNT).map(localize.category)} />
      <FeaturedVideos videos={featuredVideos.slice(0, FEATURED_VIDEO_COUNT)} />
      <TeacherAvatars teachers={homeTeachers.slice(0, HOME_TEACHER_COUNT).map(localize.teacher)} />
      <CallToAction />
    </>
  );
}
