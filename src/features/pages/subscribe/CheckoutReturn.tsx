import { CircleCheck, Hourglass } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../shared/routes';
import { ButtonLink } from '../../../components/ui/button';
import { useAuth } from '../../../lib/auth/authState';
import { signInThenBackTo } from '../../../lib/auth/returnPath';
import { formatLongDate } from '../../../lib/i18n/format';
import { useLocale, useT } from '../../../lib/i18n/useT';
import { useCheckoutWait } from '../../../lib/premium/useCheckoutWait';
import '../../../lib/premium/messages';

/** Back from Stripe Checkout (`/subscribe?checkout=success`): a calm wait, then "Welcome to Premium" once the webhook has landed. */
export function CheckoutReturn() {
  const t = useT();
  const { state } = useAuth();
  if (state.status === 'loading') return <Panel icon="wait" title={t('premium.checkout.waitingTitle')} text={t('premium.checkout.waitingText')} />;
  if (state.status === 'signed-out') {
    return (
      <Panel icon="wait" title={t('premium.checkout.waitingTitle')}>
        <Link to={signInThenBackTo(`${paths.subscribe}?checkout=success`)} className="font-medium text-ember-deep underline underline-offset-4">
          {t('premium.checkout.signIn')}
        </Link>
      </Panel>
    );
  }
  return <Waiting userId={state.user.id} />;
}

function Waiting({ userId }: { userId: string }) {
  const t = useT();
  const locale = useLocale();
  const wait = useCheckoutWait(userId);
  if (wait.state === 'welcome') {
    return (
      <Panel icon="done" title={t('premium.checkout.welcomeTitle')} text={t('premium.checkout.welcomeText', { date: formatLongDate(wait.until, locale) })}>
        <ButtonLink to={paths.videos('all')} variant="light">
          {t('premium.redeem.browse')}
        </ButtonLink>
      </Panel>
    );
  }
  if (wait.state === 'slow') {
    return (
      <Panel icon="wait" title={t('premium.checkout.slowTitle')} text={t('premium.checkout.slowText')}>
        <ButtonLink to={paths.profile} variant="light">
          {t('premium.checkout.profile')}
        </ButtonLink>
      </Panel>
    );
  }
  return <Panel icon="wait" busy title={t('premium.checkout.waitingTitle')} text={t('premium.checkout.waitingText')} />;
}

function Panel({ icon, busy, title, text, children }: { icon: 'wait' | 'done'; busy?: boolean; title: string; text?: string; children?: ReactNode }) {
  const Icon = icon === 'done' ? CircleCheck : Hourglass;
  return (
    <section role="status" aria-labelledby="checkout-title" aria-busy={busy || undefined} className="relative overflow-hidden rounded-[1.75rem] bg-dusk p-7 text-ivory shadow-lift sm:p-9">
      <div aria-hidden="true" className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgb(184_138_62/0.35),transparent_55%)]" />
      <div className="relative flex flex-col gap-5 sm:flex-row sm:items-start">
        <span className="grid size-12 shrink-0 place-items-center rounded-full bg-gold/25 text-gold">
          <Icon className={busy ? 'size-6 motion-safe:animate-pulse' : 'size-6'} aria-hidden="true" />
        </span>
        <div className="flex-1">
          <h2 id="checkout-title" className="text-2xl text-white sm:text-3xl">
            {title}
          </h2>
          {text && <p className="mt-2 leading-relaxed text-ivory/85">{text}</p>}
          {children && <div className="mt-5">{children}</div>}
        </div>
      </div>
    </section>
  );
}
