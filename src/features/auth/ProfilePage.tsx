import { LogOut } from 'lucide-react';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/routes';
import { site } from '../../../shared/site';
import { SignedInOnly } from '../../components/layout/AuthGate';
import { Button } from '../../components/ui/button';
import { useAuth, type AuthUser } from '../../lib/auth/authState';
import { useT } from '../../lib/i18n/useT';
import { membershipOf } from '../../lib/premium/membership';
import { useEntitlements, usePayments } from '../../lib/premium/useMembership';
import { usePageMeta } from '../../lib/usePageMeta';
import { AccountOverview, WelcomeCard } from './account/AccountOverview';
import { DeleteAccountSection } from './account/DeleteAccountSection';
import { DownloadDataSection } from './account/DownloadDataSection';
import { EmailSection } from './account/EmailSection';
import { libraryNoteOf } from './account/libraryNote';
import { MembershipSection } from './account/MembershipSection';
import { NameSection } from './account/NameSection';
import { PasswordSection } from './account/PasswordSection';
import { SignOutEverywhereSection } from './account/SignOutEverywhereSection';
import { TwoFactorSection } from './account/TwoFactorSection';
import { AuthLayout } from './components/AuthLayout';

/**
 * /profile (signed-in only), the account page: account information, a welcome card and Sign Out (→ /), then
 * the member's Premium (docs/premium.md#pages), then one section per account setting (decision 1220).
 */
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
      alignTop
    >
      <SignedInOnly pending={<AccountPlaceholder />}>{(user) => <AccountSettings user={user} />}</SignedInOnly>
    </AuthLayout>
  );
}

/**
 * Until the session is known (and in the prerendered page): the welcome card in general words, its text the
 * page's largest paint, and the account information as a quiet block of its size.
 */
function AccountPlaceholder() {
  const t = useT();
  return (
    <div className="space-y-6">
      <WelcomeCard />
      <div aria-hidden="true" className="h-36 rounded-2xl border border-clay/50" />
      <p role="status" className="sr-only">
        {t('layout.checkingSession')}
      </p>
    </div>
  );
}

function AccountSettings({ user }: { user: AuthUser }) {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const t = useT();
  const payments = usePayments();
  const entitlements = useEntitlements(user.id);
  const membership = entitlements && membershipOf(entitlements, new Date());

  return (
    <div className="space-y-6">
      <AccountOverview user={user} library={libraryNoteOf(membership, payments)} />
      <Button
        variant="outline"
        size="lg"
        className="w-full"
        onClick={() => {
          void signOut().then(() => navigate(paths.home));
        }}
      >
        <LogOut aria-hidden="true" /> {t('nav.signOut')}
      </Button>
      <MembershipSection membership={membership} payments={payments} />
      <NameSection user={user} />
      <EmailSection user={user} />
      <PasswordSection user={user} />
      <TwoFactorSection />
      <SignOutEverywhereSection />
      <DownloadDataSection user={user} />
      <DeleteAccountSection user={user} membership={membership} />
    </div>
  );
}
