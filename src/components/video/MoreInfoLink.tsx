import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../shared/routes';
import { buttonVariants } from '../ui/button';

/** Premium items offer 'More Info', leading to the subscribe page. */
export function MoreInfoLink({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link to={paths.subscribe} onClick={onNavigate} className={buttonVariants({ variant: 'primary', size: 'md' })}>
      More Info
      <ArrowRight aria-hidden="true" />
    </Link>
  );
}
