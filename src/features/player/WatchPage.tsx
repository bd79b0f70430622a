import { PageHero } from '../../components/layout/PageHero';

export default function WatchPage() {
  return <PageHero title="WatchPage" />;
}
