import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { toast } from '../../components/ui/toast';
import { loadDataClient } from '../../lib/data/dataClient';
import { translate } from '../../lib/i18n/i18n';
import { useT } from '../../lib/i18n/useT';
import { listPlans, savePlan, type Plan } from './premium/planRequests';
import { SaveFailed } from './studioErrors';
import { SelectField } from './StudioFields';
import { SectionHeading, StudioLayout, type StudioPageProps } from './StudioLayout';

/** A price typed in the currency's major unit (12.50) as Stripe's minor units (1250); NaN when it is not a price. */
const minorUnits = (price: string) => (/^\d+([.,]\d{1,2})?$/.test(price.trim()) ? Math.round(Number(price.trim().replace(',', '.')) * 100) : Number.NaN);

function PlanForm({ plan }: { plan: Plan }) {
  const t = useT();
  const [values, setValues] = useState({ ...plan, price: (plan.unit_amount / 100).toFixed(2), stripe: plan.stripe_price_id ?? '' });
  const [saving, setSaving] = useState(false);
  const set = (change: Partial<typeof values>) => setValues((current) => ({ ...current, ...change }));
  const headingId = `plan-${plan.id}`;

  async function save() {
    const unitAmount = minorUnits(values.price);
    if (Number.isNaN(unitAmount)) return void toast(translate('studio.plans.badPrice'), { variant: 'error' });
    setSaving(true);
    try {
      const { price: _price, stripe, ...fields } = values;
      await savePlan(await loadDataClient(), { ...fields, currency: fields.currency.trim().toLowerCase(), unit_amount: unitAmount, stripe_price_id: stripe.trim() || null });
      toast(translate('studio.saved'));
    } catch (error) {
      const problem = error instanceof SaveFailed && error.problem.kind === 'failed' ? error.problem.message : undefined;
      toast(translate('studio.saveFailed'), { description: problem, variant: 'error' });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      aria-labelledby={headingId}
      noValidate
      className="rounded-2xl border border-clay/70 bg-white/60 p-4 sm:p-5"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <h3 id={headingId} className="font-display text-xl text-ink">
        {plan.name} <span className="text-sm text-ink-soft">({plan.id})</span>
      </h3>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <TextField label={t('studio.plans.name')} value={values.name} maxLength={100} onChange={(event) => set({ name: event.target.value })} />
        <SelectField label={t('studio.plans.interval')} value={values.interval} onChange={(event) => set({ interval: event.target.value as Plan['interval'] })}>
          <option value="month">{t('studio.plans.month')}</option>
          <option value="year">{t('studio.plans.year')}</option>
        </SelectField>
        <TextField label={t('studio.plans.price')} inputMode="decimal" value={values.price} onChange={(event) => set({ price: event.target.value })} />
        <TextField label={t('studio.plans.currency')} value={values.currency} maxLength={3} onChange={(event) => set({ currency: event.target.value })} />
        <TextField label={t('studio.plans.trialDays')} type="number" min={0} max={365} value={values.trial_days} onChange={(event) => set({ trial_days: Number(event.target.value) })} />
        <TextField label={t('studio.plans.stripePrice')} value={values.stripe} placeholder="price_…" onChange={(event) => set({ stripe: event.target.value })} />
      </div>
      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <label className="inline-flex items-center gap-2 text-sm text-ink">
          <input type="checkbox" className="size-4 accent-ember" checked={values.active} onChange={(event) => set({ active: event.target.checked })} />
          {t('studio.plans.active')}
        </label>
        <Button type="submit" disabled={saving}>
          {t('studio.save')}
        </Button>
      </div>
    </form>
  );
}

function PlanList() {
  const t = useT();
  const [plans, setPlans] = useState<Plan[] | undefined>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    loadDataClient()
      .then(listPlans)
      .then(setPlans)
      .catch(() => setFailed(true));
  }, []);
  if (!plans) return <p role="status" className="mt-4 text-sm text-ink-soft">{t(failed ? 'studio.loadFailed' : 'studio.loading')}</p>;
  return (
    <div className="mt-6 space-y-5">
      {plans.map((plan) => (
        <PlanForm key={plan.id} plan={plan} />
      ))}
    </div>
  );
}

/** /studio/plans: the plans /subscribe lists, each saved on its own through the data API. */
export default function StudioPlansPage({ notFound }: StudioPageProps) {
  const t = useT();
  return (
    <StudioLayout notFound={notFound} title={t('studio.nav.plans')}>
      <SectionHeading title={t('studio.plans.heading')} />
      <p className="mt-2 max-w-2xl text-sm text-ink-soft">{t('studio.plans.intro')}</p>
      <PlanList />
    </StudioLayout>
  );
}
