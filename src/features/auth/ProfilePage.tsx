import { PageHero } from '../../components/layout/PageHero';

export default function ProfilePage() {
  return <PageHero title="ProfilePage" />;
}
