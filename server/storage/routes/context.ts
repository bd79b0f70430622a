import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { header, type ApiKeyOptions } from '../../http/apiKey.ts';
import type { Caller } from '../../http/caller.ts';
import { storageCaller } from '../caller.ts';
import type { RequestLine } from '../database.ts';
import { invalidInput, invalidKey } from '../errors.ts';
import { isBucketId, nameProblem } from '../names.ts';
import type { TokenClock } from '../signedTokens.ts';
import type { StorageDeps } from '../writeObject.ts';

/** What every route of the storage API is given. */
export interface StorageContext extends StorageDeps {
  auth: ApiKeyOptions;
  /** Signs and checks the tokens of signed URLs. */
  jwtSecret: string;
  clock: TokenClock;
}

export interface Target {
  bucketId: string;
  name: string;
}

/** A bucket id from the path: one that could not be a bucket is 400, before anything is looked up. */
export function checkedBucketId(id: string | undefined): string {
  if (id === undefined || !isBucketId(id)) throw invalidInput('Invalid bucket name');
  return id;
}

/** An object name: refused (400 InvalidKey) when nameProblem finds one. */
export function checkedName(name: unknown): string {
  if (typeof name !== 'string' || nameProblem(name) !== undefined) throw invalidKey(typeof name === 'string' ? name.replaceAll('\0', '') : '');
  return name;
}

/** `:bucket` and the `*` rest of the path, both checked. */
export function targetOf(request: FastifyRequest): Target {
  const params = request.params as { bucket?: string; '*'?: string };
  return { bucketId: checkedBucketId(params.bucket), name: checkedName(params['*'] ?? '') };
}

export const lineOf = (request: FastifyRequest): RequestLine => ({ method: request.method, path: request.url.split('?')[0] ?? '' });

export const callerOf = (context: StorageContext, request: FastifyRequest): Promise<Caller> =>
  storageCaller(context.auth, { authorization: header(request, 'authorization'), apikey: header(request, 'apikey') });

/** The server itself (signed URLs, public reads): the service role, owning what its token names. */
export const serverCaller = (owner: string | null = null): Caller => ({ role: 'service_role', claims: { role: 'service_role', ...(owner ? { sub: owner } : {}) } });

/** A JSON body read with `schema`; what does not fit is 400 with the first problem. */
export function bodyOf<T>(request: FastifyRequest, schema: z.ZodType<T>): T {
  const result = schema.safeParse(request.body ?? {});
  if (!result.success) {
    const issue = result.error.issues[0];
    throw invalidInput(issue ? `body/${issue.path.join('/')} ${issue.message}` : 'Invalid body');
  }
  return result.data;
}
