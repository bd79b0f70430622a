import { useEffect, useState } from 'react';
import { loadDataClient } from '../../lib/data/dataClient';
import { readRuntimeConfig } from '../../lib/runtimeConfig';
import { useAppStarted } from '../../lib/useAppStarted';
import type { Entitlement } from './membership';

/** The signed-in member's own entitlements (row-level security shows no one else's), or the data API's error thrown. */
export async function readEntitlements(): Promise<Entitlement[]> {
  const { data, error } = await (await loadDataClient()).from('entitlements').select('source, valid_until, renews');
  if (error) throw new Error(error.message);
  return data;
}

/** The member's entitlements once read; null while they load, and when they could not be read. */
export function useEntitlements(userId: string): Entitlement[] | null {
  const [read, setRead] = useState<{ userId: string; rows: Entitlement[] } | null>(null);
  useEffect(() => {
    let current = true;
    readEntitlements().then(
      (rows) => current && setRead({ userId, rows }),
      (error: unknown) => console.error('Membership could not be read', error),
    );
    return () => {
      current = false;
    };
  }, [userId]);
  return read?.userId === userId ? read.rows : null;
}

/**
 * Whether this server takes payments (Stripe is configured): the runtime config says so, read once the app has
 * started (the server's pages are rendered without it, so hydration matches them).
 */
export function usePayments(): boolean {
  return useAppStarted() && readRuntimeConfig().payments;
}
