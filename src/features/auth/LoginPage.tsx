import { PageHero } from '../../components/layout/PageHero';

export default function LoginPage() {
  return <PageHero title="LoginPage" />;
}
