import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { createApiKeys } from '../server/auth/crypto/apiKeys.ts';
import { createTokenSigner } from '../server/auth/crypto/tokenSigner.ts';
import { migrate } from '../server/db/migrate.ts';
import { openDatabase } from '../server/db/open.ts';
import { injectFetch } from '../server/pages/injectFetch.ts';
import { restPlugin } from '../server/rest/plugin.ts';

export interface SampleDataApi {
  url: string;
  anonKey: string;
  /** fetch into the data API, in process. */
  fetch: typeof fetch;
  close(): Promise<void>;
}

/**
 * The real data API over a throwaway embedded database holding a fresh install's catalog (the seed migration):
 * what the build renders each kind of page from, to know which styles its first paint needs (scripts/prerender.ts).
 */
export async function startSampleDataApi(): Promise<SampleDataApi> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'stillwater-sample-'));
  const db = await openDatabase({ url: undefined, dataDir, poolMax: 1 });
  await migrate(db);
  const secret = randomBytes(32).toString('hex');
  const keys = await createApiKeys(secret);
  const signer = await createTokenSigner({ secret, signingKeys: undefined });
  const app = Fastify({ logger: false });
  await app.register(restPlugin, { prefix: '/rest/v1', db, keys, verifyJwt: signer.verify });
  await app.ready();
  return {
    url: 'http://sample.invalid/rest/v1',
    anonKey: keys.anon,
    fetch: injectFetch(app),
    async close() {
      await app.close();
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
