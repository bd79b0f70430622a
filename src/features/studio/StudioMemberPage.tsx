import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { paths } from '../../../shared/routes';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { toast } from '../../components/ui/toast';
import { translate } from '../../lib/i18n/i18n';
import { useLocale, useT } from '../../lib/i18n/useT';
import { BackLink } from './BackLink';
import { ChangeHistory } from './HistoryList';
import type { Change } from './historyRequests';
import { endOfLocalDay } from './premium/endOfDay';
import { endPremium, getMember, grantPremium, type MemberView } from './premium/memberRequests';
import { premiumEventsOf, type PremiumEvent } from './premium/premiumChange';
import { StudioLayout, type StudioPageProps } from './StudioLayout';

const SOURCES = { stripe: 'studio.member.source.stripe', code: 'studio.member.source.code', grant: 'studio.member.source.grant' } as const;

function PremiumStatus({ view }: { view: MemberView }) {
  const t = useT();
  const locale = useLocale();
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const valid = view.entitlements.filter((row) => Date.parse(row.valid_until) > view.receivedAt);
  return (
    <section aria-labelledby="member-premium" className="rounded-2xl border border-clay/70 bg-white/60 p-4 sm:p-5">
      <h3 id="member-premium" className="font-display text-xl text-ink">
        {t('studio.member.premium')}
      </h3>
      <p role="status" className="mt-2 text-ink">
        {view.entitledUntil ? t('studio.members.premiumUntil', { date: day.format(new Date(view.entitledUntil)) }) : t('studio.members.noPremium')}
      </p>
      {valid.length > 0 && (
        <ul className="mt-2 space-y-1 text-sm text-ink-soft">
          {valid.map((row) => (
            <li key={row.id}>{t('studio.member.row', { source: t(SOURCES[row.source]), date: day.format(new Date(row.valid_until)) })}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The member's history, each change of their Premium in a sentence (premiumChange.ts). */
function PremiumHistory({ changes }: { changes: Change[] }) {
  const t = useT();
  const locale = useLocale();
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const date = (value: string) => (Number.isNaN(Date.parse(value)) ? '—' : day.format(new Date(value)));
  const sentence = (event: PremiumEvent): string => {
    switch (event.kind) {
      case 'granted':
      case 'redeemed':
      case 'removed':
        return t(`studio.member.history.${event.kind}`, { date: date(event.until) });
      case 'subscribed':
        return t('studio.member.history.subscribed', { date: date(event.until), status: event.status });
      case 'until':
        return t('studio.member.history.until', { date: date(event.until), previous: date(event.previous) });
      case 'status':
        return t('studio.member.history.status', { status: event.status, previous: event.previous || '—' });
      default:
        return t(`studio.member.history.${event.kind}`);
    }
  };
  // A change none of the sentences tells (a deleted code's id cleared, say) shows its columns.
  const describe = (change: Change) => {
    const events = premiumEventsOf(change);
    return events.length > 0 ? events.map(sentence) : undefined;
  };
  return <ChangeHistory changes={changes} describe={describe} />;
}

function PremiumActions({ view, onChange }: { view: MemberView; onChange: (view: MemberView) => void }) {
  const t = useT();
  const [until, setUntil] = useState('');
  const [busy, setBusy] = useState(false);
  const hasGrant = view.entitlements.some((row) => row.source === 'grant' && Date.parse(row.valid_until) > view.receivedAt);

  async function run(action: () => ReturnType<typeof endPremium>, done: string) {
    setBusy(true);
    const answer = await action();
    setBusy(false);
    if (!answer.ok) return void toast(translate('studio.saveFailed'), { description: answer.message, variant: 'error' });
    onChange(answer.value);
    toast(done);
  }

  return (
    <section aria-labelledby="member-grant" className="rounded-2xl border border-clay/70 bg-white/60 p-4 sm:p-5">
      <h3 id="member-grant" className="font-display text-xl text-ink">
        {t('studio.member.grant')}
      </h3>
      <p className="mt-1 text-sm text-ink-soft">{t('studio.member.grantHint')}</p>
      <form
        className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          if (until) void run(() => grantPremium(view.member.id, endOfLocalDay(until)), translate('studio.member.granted'));
        }}
      >
        <TextField className="sm:w-64" type="date" required label={t('studio.member.until')} value={until} onChange={(event) => setUntil(event.target.value)} />
        <Button type="submit" disabled={busy || !until}>
          {t('studio.member.grant')}
        </Button>
        <Button variant="outline" disabled={busy || !hasGrant} onClick={() => void run(() => endPremium(view.member.id), translate('studio.member.ended'))}>
          {t('studio.member.end')}
        </Button>
      </form>
    </section>
  );
}

/** /studio/members/:id: a member's Premium, Grant Premium until a date, End Premium (grants only), and the history of it. */
export default function StudioMemberPage({ notFound }: StudioPageProps) {
  const t = useT();
  const locale = useLocale();
  const { id = '' } = useParams();
  const [view, setView] = useState<MemberView | undefined>();
  const [failed, setFailed] = useState<string | undefined>();
  useEffect(() => {
    void getMember(id).then((answer) => (answer.ok ? setView(answer.value) : setFailed(answer.message)));
  }, [id]);

  return (
    <StudioLayout notFound={notFound} title={view?.member.email ?? t('studio.nav.members')}>
      <BackLink to={paths.studioMembers}>{t('studio.members.all')}</BackLink>
      {!view ? (
        <p role="status" className="mt-4 text-sm text-ink-soft">
          {failed ?? t('studio.loading')}
        </p>
      ) : (
        <div className="mt-4 space-y-6">
          <div>
            <h2 className="break-all font-display text-2xl text-ink sm:text-3xl">{view.member.email}</h2>
            <p className="mt-1 text-sm text-ink-soft">{t('studio.member.joined', { date: new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(view.member.created_at)) })}</p>
          </div>
          <div className="grid gap-5 lg:grid-cols-2">
            <PremiumStatus view={view} />
            <PremiumActions view={view} onChange={setView} />
          </div>
          <PremiumHistory changes={view.history} />
        </div>
      )}
    </StudioLayout>
  );
}
