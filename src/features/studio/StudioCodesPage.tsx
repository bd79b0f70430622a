import { Download } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../shared/routes';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { loadDataClient } from '../../lib/data/dataClient';
import { useLocale, useT } from '../../lib/i18n/useT';
import { codesCsv, createCodes, listBatches, type CodeBatch } from './premium/codeRequests';
import { endOfLocalDay } from './premium/endOfDay';
import { SectionHeading, StudioLayout, type StudioPageProps } from './StudioLayout';

const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : Number.NaN);

function CreateCodesForm({ onCreated }: { onCreated: () => void }) {
  const t = useT();
  const [values, setValues] = useState({ count: '1', months: '1', maxUses: '1', expires: '', note: '' });
  const [codes, setCodes] = useState<string[]>([]);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const set = (change: Partial<typeof values>) => setValues((current) => ({ ...current, ...change }));

  async function create() {
    setSaving(true);
    setError(undefined);
    const answer = await createCodes({
      count: whole(values.count),
      months: whole(values.months),
      maxUses: whole(values.maxUses),
      expiresAt: values.expires ? endOfLocalDay(values.expires) : null,
      ...(values.note.trim() ? { note: values.note.trim() } : {}),
    });
    setSaving(false);
    if (!answer.ok) return setError(answer.message);
    setCodes(answer.body.codes as string[]);
    onCreated();
  }

  return (
    <section aria-labelledby="create-codes" className="rounded-2xl border border-clay/70 bg-white/60 p-4 sm:p-5">
      <h3 id="create-codes" className="font-display text-xl text-ink">
        {t('studio.codes.create')}
      </h3>
      <form
        noValidate
        className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-5"
        onSubmit={(event) => {
          event.preventDefault();
          void create();
        }}
      >
        <TextField label={t('studio.codes.count')} type="number" min={1} max={1000} value={values.count} onChange={(event) => set({ count: event.target.value })} />
        <TextField label={t('studio.codes.months')} type="number" min={1} max={120} value={values.months} onChange={(event) => set({ months: event.target.value })} />
        <TextField label={t('studio.codes.maxUses')} type="number" min={1} max={100000} value={values.maxUses} onChange={(event) => set({ maxUses: event.target.value })} />
        <TextField label={t('studio.codes.expires')} type="date" value={values.expires} onChange={(event) => set({ expires: event.target.value })} />
        <TextField label={t('studio.codes.note')} maxLength={200} value={values.note} onChange={(event) => set({ note: event.target.value })} />
        <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center lg:col-span-5">
          <Button type="submit" disabled={saving}>
            {t('studio.codes.create')}
          </Button>
          {error && (
            <p role="alert" className="text-sm text-ember-deep">
              {error}
            </p>
          )}
        </div>
      </form>
      {codes.length > 0 && (
        <div role="status" className="mt-5">
          <p className="text-sm font-medium text-ink">{t('studio.codes.created', { count: codes.length })}</p>
          <ul aria-label={t('studio.codes.newCodes')} className="mt-2 grid gap-1 font-mono text-sm text-ink sm:grid-cols-2 lg:grid-cols-4">
            {codes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

function downloadCsv(batches: CodeBatch[]) {
  const url = URL.createObjectURL(new Blob([codesCsv(batches)], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: 'premium-codes.csv' });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function BatchList({ batches }: { batches: CodeBatch[] }) {
  const t = useT();
  const locale = useLocale();
  // Batches made the same day are told apart by the time; each is an article (not a landmark, of which one page may hold many).
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  if (batches.length === 0) return <p className="mt-4 text-sm text-ink-soft">{t('studio.codes.none')}</p>;
  return (
    <div className="mt-4 space-y-5">
      {batches.map((batch) => {
        const first = batch.codes[0];
        return (
          <article key={batch.batchId} aria-label={t('studio.codes.batch', { date: day.format(new Date(batch.createdAt)) })} className="rounded-2xl border border-clay/70 bg-white/60 p-4 sm:p-5">
            <p className="text-sm text-ink">
              <span className="font-medium">{day.format(new Date(batch.createdAt))}</span>
              {' · '}
              {t('studio.codes.terms', { count: batch.codes.length, months: first?.months ?? 0, uses: first?.max_uses ?? 0 })}
              {' · '}
              {first?.expires_at ? t('studio.codes.expiresOn', { date: day.format(new Date(first.expires_at)) }) : t('studio.codes.neverExpires')}
            </p>
            {first?.note && <p className="mt-1 text-sm text-ink-soft">{first.note}</p>}
            <ul className="mt-3 divide-y divide-clay/50">
              {batch.codes.map((code) => (
                <li key={code.id} className="flex flex-col gap-1 py-2 text-sm sm:flex-row sm:items-baseline sm:justify-between">
                  <span className="font-mono text-ink">{code.code}</span>
                  <span className="text-ink-soft">
                    {t('studio.codes.uses', { used: code.redemptions.length, max: code.max_uses })}
                    {code.redemptions.map((redemption) => (
                      <Link key={redemption.user_id} to={paths.studioMember(redemption.user_id)} className="ml-2 text-ink underline underline-offset-4">
                        {day.format(new Date(redemption.redeemed_at))}
                      </Link>
                    ))}
                  </span>
                </li>
              ))}
            </ul>
          </article>
        );
      })}
    </div>
  );
}

function Codes() {
  const t = useT();
  const [batches, setBatches] = useState<CodeBatch[] | undefined>();
  const [failed, setFailed] = useState(false);
  const reload = useCallback(() => {
    loadDataClient()
      .then(listBatches)
      .then(setBatches)
      .catch(() => setFailed(true));
  }, []);
  useEffect(reload, [reload]);
  return (
    <>
      <CreateCodesForm onCreated={reload} />
      <div className="mt-8">
        <SectionHeading title={t('studio.codes.list')}>
          <Button variant="outline" disabled={!batches?.length} onClick={() => batches && downloadCsv(batches)}>
            <Download aria-hidden="true" /> {t('studio.codes.export')}
          </Button>
        </SectionHeading>
        {batches ? <BatchList batches={batches} /> : <p role="status" className="mt-4 text-sm text-ink-soft">{t(failed ? 'studio.loadFailed' : 'studio.loading')}</p>}
      </div>
    </>
  );
}

/** /studio/codes: Create codes (gift codes of Premium), the batches with their redemptions, Export CSV. */
export default function StudioCodesPage({ notFound }: StudioPageProps) {
  const t = useT();
  return (
    <StudioLayout notFound={notFound} title={t('studio.nav.codes')}>
      <SectionHeading title={t('studio.codes.heading')} />
      <p className="mt-2 mb-6 max-w-2xl text-sm text-ink-soft">{t('studio.codes.intro')}</p>
      <Codes />
    </StudioLayout>
  );
}
