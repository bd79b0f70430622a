import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { paths } from '../../../shared/routes';
import { SignedOutOnly } from '../../components/layout/AuthGate';
import { Button } from '../../components/ui/button';
import { Message } from '../../lib/i18n/Message';
import { useT } from '../../lib/i18n/useT';
import { usePageMeta } from '../../lib/usePageMeta';
import { AuthLayout } from './components/AuthLayout';
import { SocialButtons } from './components/SocialButtons';
import { SwitchPrompt } from './components/SwitchPrompt';
import { SignUpForm } from './SignUpForm';

/** /signup: registration, then a "check your inbox" note while the confirmation mail travels. */
export default function SignupPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const t = useT();
  usePageMeta(t('auth.signup.metaTitle'), t('auth.signup.metaDescription'));

  return (
    <AuthLayout
      eyebrow={t('auth.signup.eyebrow')}
      title={t('auth.signup.title')}
      intro={t('auth.signup.intro')}
    >
      <SignedOutOnly>
        {sentTo ? (
          <div role="status" className="text-center">
            <span className="mx-auto grid size-14 place-items-center rounded-full bg-sand text-ember-deep">
              <MailCheck className="size-7" aria-hidden="true" />
            </span>
            <h2 className="mt-5 font-display text-2xl">{t('auth.signup.checkInbox')}</h2>
            <p className="mt-2 text-ink-soft">
              <Message
                id="auth.signup.sentTo"
                values={{ email: <strong className="font-medium text-ink">{sentTo}</strong> }}
              />
            </p>
            <Button variant="outline" className="mt-6" onClick={() => setSentTo(null)}>
              {t('auth.signup.differentEmail')}
            </Button>
          </div>
        ) : (
          <>
            <SignUpForm onConfirmationSent={setSentTo} />
            <SocialButtons />
            <SwitchPrompt question={t('auth.signup.haveAccount')} to={paths.login} label={t('auth.signup.signIn')} />
          </>
        )}
      </SignedOutOnly>
    </AuthLayout>
  );
}
