import { teachers } from '../../src/content/teachers.ts';
import { de } from '../../src/content/translations/de.ts';
import { es } from '../../src/content/translations/es.ts';
import { fr } from '../../src/content/translations/fr.ts';
import { allVideos } from '../../src/content/videos.ts';
import { catalogFixture, sampleVocabulary, type CatalogFixture } from './fixture.ts';

/** The bench's large catalog: `videos` videos by `teachers` teachers, published before `now`, in the sample catalog's words. */
export function largeCatalog(videos: number, teacherCount: number, now: Date): CatalogFixture {
  const english = [...allVideos.flatMap((video) => [video.title, video.description]), ...teachers.flatMap((teacher) => [teacher.title, teacher.bio])];
  return catalogFixture({ videos, teachers: teacherCount, now, vocabulary: sampleVocabulary(english, { es, fr, de }) });
}
