import { apiKeyRefusal, bearerToken, type ApiKeyOptions } from '../http/apiKey.ts';
import { callerOfToken, CallerRefusal, type Caller } from '../http/caller.ts';
import { invalidJwt, unauthorized } from './errors.ts';

/**
 * Who calls, as Supabase's storage server reads it: the bearer JWT alone is enough (the standalone
 * storage-js client sends no apikey); an apikey, when sent, must pass the gateway's check; with
 * neither the request is refused. Without a bearer the key itself is the token.
 */
export async function storageCaller(options: ApiKeyOptions, headers: { authorization: string | undefined; apikey: string | undefined }): Promise<Caller> {
  const key = headers.apikey;
  if (key !== undefined) {
    const refusal = await apiKeyRefusal(options, key);
    if (refusal) throw unauthorized(refusal);
  }
  const token = bearerToken(headers.authorization) ?? key;
  if (token === undefined) throw unauthorized('No API key or bearer token found in request');
  try {
    return await callerOfToken(options.verifyJwt, token);
  } catch (error) {
    if (error instanceof CallerRefusal) throw error.problem === 'expired' ? invalidJwt('jwt expired') : invalidJwt(error.message);
    throw error;
  }
}
