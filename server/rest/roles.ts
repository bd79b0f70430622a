import { apiKeyRefusal, bearerToken, type ApiKeyOptions } from '../http/apiKey.ts';
import { callerOfToken, CallerRefusal, type Caller } from '../http/caller.ts';
import { GatewayError, jwtDecodeError, jwtExpired, RestError, unknownRole } from './errors.ts';


export type RoleOptions = ApiKeyOptions;

/** The gateway's rule, as on /auth/v1: a known API key, or a JWT of ours with role anon or service_role. */
export async function checkApiKey(options: RoleOptions, key: string | undefined): Promise<void> {
  const refusal = await apiKeyRefusal(options, key);
  if (refusal) throw new GatewayError(refusal);
}

/** PostgREST's answer to each refusal. */
function restErrorOf(refusal: CallerRefusal): RestError {
  switch (refusal.problem) {
    case 'expired':
      return jwtExpired();
    case 'not_yet_valid':
      return new RestError(401, 'PGRST303', refusal.message);
    case 'unknown_role':
      return unknownRole(refusal.role ?? '');
    default:
      return jwtDecodeError(refusal.message);
  }
}

/**
 * The caller from the bearer token, else from the API key (checked already). PostgREST's answers:
 * an undecodable or badly signed token is 401 PGRST301, an expired one 401 PGRST303, a role that
 * is not one of the three 401; a token without a role is anon.
 */
export async function callerOf(options: RoleOptions, authorization: string | undefined, apiKey: string): Promise<Caller> {
  try {
    return await callerOfToken(options.verifyJwt, bearerToken(authorization) ?? apiKey);
  } catch (error) {
    throw error instanceof CallerRefusal ? restErrorOf(error) : error;
  }
}
