import { useEffect, useState } from 'react';
import { readRuntimeConfig } from '../runtimeConfig';
import { useAppStarted } from '../useAppStarted';
import { readEntitlements } from './entitlements';
import type { Entitlement } from './membership';

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
