import type { FastifyRequest } from 'fastify';
import { deriveChildToken, hashRefreshToken } from '../crypto/secrets.ts';
import { rotateRefreshTokens, type Rotation } from '../store/refreshRotation.ts';
import type { AuthContext } from './context.ts';
import { tokenResponse } from './replies/sessionResponse.ts';

const MAX_BATCH = 256;
/** Batches committing at once: one gathers while another commits. */
const MAX_IN_FLIGHT = 2;

interface Pending extends Rotation {
  child: string;
  resolve(response: Record<string, unknown> | undefined): void;
  reject(error: unknown): void;
}

/**
 * Rotate a refresh token on the fast path, batched with the others arriving in the same tick
 * (decision 0806). Undefined when this path does not apply (unknown, revoked or otherwise refused
 * token) or the batch failed: the caller then takes the one-by-one path, which gives each request
 * its own answer.
 */
export function createRefreshRotator(ctx: AuthContext): (plain: string, request: FastifyRequest) => Promise<Record<string, unknown> | undefined> {
  const waiting: Pending[] = [];
  let inFlight = 0;

  async function run(batch: Pending[]): Promise<void> {
    let rotated: Awaited<ReturnType<typeof rotateRefreshTokens>>;
    try {
      rotated = await rotateRefreshTokens(ctx.db, batch);
    } catch {
      for (const pending of batch) pending.resolve(undefined);
      return;
    }
    for (const [index, pending] of batch.entries()) {
      const answer = rotated.get(index);
      if (!answer) {
        pending.resolve(undefined);
        continue;
      }
      const { session, ...principal } = answer.principal;
      if (!session) pending.reject(new Error('a rotated session vanished while answering'));
      else tokenResponse(ctx, { ...principal, session }, answer.amr, pending.child).then(pending.resolve, pending.reject);
    }
  }

  function flush(): void {
    while (waiting.length > 0 && inFlight < MAX_IN_FLIGHT) {
      inFlight += 1;
      void run(waiting.splice(0, MAX_BATCH)).finally(() => {
        inFlight -= 1;
        flush();
      });
    }
  }

  return (plain, request) =>
    new Promise((resolve, reject) => {
      const child = deriveChildToken(ctx.settings.refreshDerivationKey, plain, 0);
      waiting.push({
        tokenHash: hashRefreshToken(plain),
        child,
        childHash: hashRefreshToken(child),
        userAgent: request.headers['user-agent'] ?? null,
        ip: request.ip,
        resolve,
        reject,
      });
      if (waiting.length === 1) setImmediate(flush);
    });
}
