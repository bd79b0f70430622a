import { useNavigate } from 'react-router';
import { paths } from '../../../../shared/routes';
import { toast } from '../../../components/ui/toast';
import { signInThenBackTo } from '../../../lib/auth/returnPath';
import { translate, type MessageId } from '../../../lib/i18n/i18n';
import '../../../lib/premium/messages';

/** A visitor's action that needs an account: say so, send them to sign in, and bring them back to /subscribe. */
export function useSignInFirst(): (title: MessageId) => void {
  const navigate = useNavigate();
  return (title) => {
    toast(translate(title), { description: translate('premium.plans.backHere') });
    navigate(signInThenBackTo(paths.subscribe));
  };
}
