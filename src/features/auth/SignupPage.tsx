import { PageHero } from '../../components/layout/PageHero';

export default function SignupPage() {
  return <PageHero title="SignupPage" />;
}
