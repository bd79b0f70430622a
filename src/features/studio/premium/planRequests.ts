import type { DataClient } from '../../../lib/data/dataClient';
import type { Database } from '../../../lib/data/schema';
import { answerOf } from '../studioErrors';

export type Plan = Pick<Database['public']['Tables']['plans']['Row'], 'id' | 'name' | 'interval' | 'unit_amount' | 'currency' | 'trial_days' | 'active' | 'stripe_price_id'>;
const COLUMNS = 'id, name, interval, unit_amount, currency, trial_days, active, stripe_price_id';

/** Every plan, active or not, in /subscribe's order (editors read all under RLS). */
export async function listPlans(client: DataClient): Promise<Plan[]> {
  return answerOf(await client.from('plans').select(COLUMNS).order('position').order('id')) ?? [];
}

/** Saves a plan's fields through the data API; a refused field comes back as SaveFailed. */
export async function savePlan(client: DataClient, { id, ...fields }: Plan): Promise<void> {
  answerOf(await client.from('plans').update(fields).eq('id', id));
}
