import { PageHero } from '../../components/layout/PageHero';

export default function TeacherPage() {
  return <PageHero title="TeacherPage" />;
}
