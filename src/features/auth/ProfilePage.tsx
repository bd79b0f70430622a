import { CalendarHeart, LogOut, Mail, Sparkles } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { paths } from '../../../shared/routes';
import { site } from '../../../shared/site';
import { useAuth, type AuthUser } from '../../lib/auth/authState';
import { usePageMeta } from '../../lib/usePageMeta';
import { SignedInOnly } from '../../components/layout/AuthGate';
import { AuthLayout } from './components/AuthLayout';
import { formatMemberSince } from './memberSince';
import { useLocale, useT } from '../../lib/i18n/useT';

/** /profile (signed-in only): account information, a welcome card, and Sign Out (→ /). */
export default function ProfilePage() {
  const t = useT();
  usePageMeta(t('auth.profile.metaTitle'), t('auth.profile.metaDescription'));
  const { state } = useAuth();
  const firstName = state.status === 'signed-in' ? state.user.fullName?.trim().split(/\s+/)[0] : '';

  return (
    <AuthLayout
      eyebrow={t('auth.profile.eyebrow')}
      title={firstName ? t('auth.profile.welcomeName', { name: firstName }) : t('auth.profile.welcome')}
      intro={t('auth.profile.intro', { name: site.name })}
    >
      <SignedInOnly>{(user) => <ProfileDetails user={user} />}</SignedInOnly>
    </AuthLayout>
  );
}

function ProfileDetails({ user }: { user: AuthUser }) {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const t = useT();
  const memberSince = formatMemberSince(user.createdAt, useLocale());

  return (
    <div>
      <section aria-labelledby="welcome-title" className="rounded-2xl bg-sand p-5">
        <p className="flex items-center gap-2 text-xs font-semibold uppercase tracking-[0.16em] text-ember-deep">
          <Sparkles className="size-4" aria-hidden="true" /> {t('auth.profile.welcomeLabel')}
        </p>
        <h2 id="welcome-title" className="mt-2 font-display text-xl">
          {user.fullName ? t('auth.profile.goodToSeeName', { name: user.fullName }) : t('auth.profile.goodToSee')}
        </h2>
        <p className="mt-2 text-sm leading-relaxed text-ink-soft">
          {t('auth.profile.libraryOpen')}
        </p>
      </section>

      <section aria-labelledby="account-title" className="mt-6">
        <h2 id="account-title" className="font-display text-xl">
          {t('auth.profile.accountInfo')}
        </h2>
        <dl className="mt-3 divide-y divide-clay/70 rounded-2xl border border-clay/70">
          <div className="flex items-center gap-3 px-4 py-3.5">
            <Mail className="size-5 shrink-0 text-ember-deep" aria-hidden="true" />
            <dt className="whitespace-nowrap text-sm text-ink-soft">{t('auth.profile.email')}</dt>
            <dd className="ml-auto min-w-0 truncate font-medium">{user.email}</dd>
          </div>
          <div className="flex items-center gap-3 px-4 py-3.5">
            <CalendarHeart className="size-5 shrink-0 text-ember-deep" aria-hidden="true" />
            <dt className="whitespace-nowrap text-sm text-ink-soft">{t('auth.profile.memberSince')}</dt>
            <dd className="ml-auto font-medium">
              <time dateTime={user.createdAt}>{memberSince}</time>
            </dd>
          </div>
        </dl>
      </section>

      <Button
        variant="outline"
        size="lg"
        className="mt-6 w-full"
        onClick={() => {
          void signOut().then(() => navigate(paths.home));
        }}
      >
        <LogOut aria-hidden="true" /> {t('nav.signOut')}
      </Button>
    </div>
  );
}
