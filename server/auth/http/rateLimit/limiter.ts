import type { LimitName, RateLimits } from '../../../config.ts';
import { overEmailSendRateLimit, overRequestRateLimit } from '../../errors.ts';
import type { CounterStore } from './store.ts';

export interface RateLimiter {
  /** Count one request of `bucket` from `ip`; throws 429 over_request_rate_limit past the limit. */
  request(bucket: LimitName, ip: string, scope?: string): Promise<void>;
  /** Count one outgoing mail against the server-wide hourly budget; throws 429 over_email_send_rate_limit. */
  mailSent(): Promise<void>;
}

export function createRateLimiter(store: CounterStore, limits: RateLimits): RateLimiter {
  return {
    async request(bucket, ip, scope = bucket) {
      const limit = limits[bucket];
      const { count } = await store.hit(`rl:${scope}:${ip}`, limit.windowMs);
      if (count > limit.max) throw overRequestRateLimit();
    },
    async mailSent() {
      const limit = limits.emailSent;
      const { count } = await store.hit('rl:email_sent', limit.windowMs);
      if (count > limit.max) throw overEmailSendRateLimit();
    },
  };
}
