import { PageHero } from '../../components/layout/PageHero';

export default function CategoryPage() {
  return <PageHero title="CategoryPage" />;
}
