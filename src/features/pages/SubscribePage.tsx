import { PageHero } from '../../components/layout/PageHero';

export default function SubscribePage() {
  return <PageHero title="SubscribePage" />;
}
