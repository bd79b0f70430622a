import { loadDataClient } from '../data/dataClient';
import type { Entitlement } from './membership';

/** The signed-in member's own entitlements (row-level security shows no one else's), or the data API's error thrown. */
export async function readEntitlements(): Promise<Entitlement[]> {
  const { data, error } = await (await loadDataClient()).from('entitlements').select('source, valid_until, renews');
  if (error) throw new Error(error.message);
  return data;
}
