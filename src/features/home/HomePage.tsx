import { PageHero } from '../../components/layout/PageHero';
import { site } from '../../config/site';
import { usePageMeta } from '../../lib/usePageMeta';

export function HomePage() {
  usePageMeta('');
  return <PageHero eyebrow={site.tagline} title={site.name} />;
}
