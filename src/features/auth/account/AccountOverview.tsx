import { CalendarHeart, Mail, Sparkles } from 'lucide-react';
import type { AuthUser } from '../../../lib/auth/authState';
import { formatMemberSince } from '../memberSince';

/** The welcome card and the account information of docs/product.md#accounts (/profile). */
export function AccountOverview({ user }: { user: AuthUser }) {
  return (
    <>
      <section aria-labelledby="welcome-title" className="rounded-2xl bg-sand p-5">
        <p className="flex items-center gap-2 text-xs font-semibold uppercase tracking-[0.16em] text-ember-deep">
          <Sparkles className="size-4" aria-hidden="true" /> Welcome
        </p>
        <h2 id="welcome-title" className="mt-2 font-display text-xl">
          {user.fullName ? `Good to see you, ${user.fullName}.` : 'Good to see you.'}
        </h2>
        <p className="mt-2 text-sm leading-relaxed text-ink-soft">
          Your free library is open. Access to premium content will be managed later through an upcoming
          video-subscription-platform integration.
        </p>
      </section>

      <section aria-labelledby="account-title">
        <h2 id="account-title" className="font-display text-xl">
          Account information
        </h2>
        <dl className="mt-3 divide-y divide-clay/70 rounded-2xl border border-clay/70">
          <div className="flex items-center gap-3 px-4 py-3.5">
            <Mail className="size-5 shrink-0 text-ember-deep" aria-hidden="true" />
            <dt className="whitespace-nowrap text-sm text-ink-soft">Email</dt>
            <dd className="ml-auto min-w-0 truncate font-medium">{user.email}</dd>
          </div>
          <div className="flex items-center gap-3 px-4 py-3.5">
            <CalendarHeart className="size-5 shrink-0 text-ember-deep" aria-hidden="true" />
            <dt className="whitespace-nowrap text-sm text-ink-soft">Member since</dt>
            <dd className="ml-auto font-medium">
              <time dateTime={user.createdAt}>{formatMemberSince(user.createdAt)}</time>
            </dd>
          </div>
        </dl>
      </section>
    </>
  );
}
