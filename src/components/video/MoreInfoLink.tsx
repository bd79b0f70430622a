import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../shared/routes';
import { useT } from '../../lib/i18n/useT';
import { buttonVariants } from '../ui/button';

/** Premium items offer 'More Info', leading to the subscribe page. */
export function MoreInfoLink({ onNavigate }: { onNavigate?: () => void }) {
  const t = useT();
  return (
    <Link to={paths.subscribe} onClick={onNavigate} className={buttonVariants({ variant: 'primary', size: 'md' })}>
      {t('video.moreInfo')}
      <ArrowRight aria-hidden="true" />
    </Link>
  );
}
