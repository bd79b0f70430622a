import { CalendarHeart, Mail, Sparkles } from 'lucide-react';
import type { AuthUser } from '../../../lib/auth/authState';
import { formatLongDate } from '../../../lib/i18n/format';
import { useLocale, useT } from '../../../lib/i18n/useT';
import type { LibraryNote } from './libraryNote';

/**
 * The welcome card of /profile: by name once the account is known, in general words until then. Its last sentence
 * says what is open: the specification's sentence until the member's Premium is known, and for a member without it
 * while no payment provider is configured (docs/premium.md#pages).
 */
export function WelcomeCard({ fullName, library = 'auth.profile.libraryOpen' }: { fullName?: string; library?: LibraryNote }) {
  const t = useT();
  return (
    <section aria-labelledby="welcome-title" className="rounded-2xl bg-sand p-5">
      <p className="flex items-center gap-2 text-xs font-semibold uppercase tracking-[0.16em] text-ember-deep">
        <Sparkles className="size-4" aria-hidden="true" /> {t('auth.profile.welcomeLabel')}
      </p>
      <h2 id="welcome-title" className="mt-2 font-display text-xl">
        {fullName ? t('auth.profile.goodToSeeName', { name: fullName }) : t('auth.profile.goodToSee')}
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-ink-soft">{t(library)}</p>
    </section>
  );
}

/** The welcome card and the account information of docs/product.md#accounts (/profile). */
export function AccountOverview({ user, library }: { user: AuthUser; library: LibraryNote }) {
  const t = useT();
  const memberSince = formatLongDate(user.createdAt, useLocale());
  return (
    <>
      <WelcomeCard fullName={user.fullName} library={library} />

      <section aria-labelledby="account-title">
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
    </>
  );
}
