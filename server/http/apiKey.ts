import type { FastifyRequest } from 'fastify';

/** What a service needs to check a request's API key as Supabase's gateway does. */
export interface ApiKeyOptions {
  keys: { anon: string; serviceRole: string };
  /** Verifies a JWT's signature and time claims (the auth API's signer); rejects otherwise. */
  verifyJwt: (token: string) => Promise<Record<string, unknown>>;
}

const API_KEY_ROLES = new Set<string>(['anon', 'service_role']);

/** A request header's first value. */
export function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The API key of a request: the `apikey` header, else the query parameter (docs/auth-api.md#api-keys). */
export function apiKeyOf(request: FastifyRequest): string | undefined {
  const query = request.query as Record<string, unknown> | undefined;
  return header(request, 'apikey') ?? (typeof query?.apikey === 'string' ? query.apikey : undefined);
}

/**
 * Why the gateway refuses a key, in its words, or undefined when the key passes: one of our API keys, or a
 * JWT we signed with role anon or service_role. Each service writes the refusal in its own error shape.
 */
export async function apiKeyRefusal(options: ApiKeyOptions, key: string | undefined): Promise<string | undefined> {
  if (!key) return 'No API key found in request';
  if (key === options.keys.anon || key === options.keys.serviceRole) return undefined;
  try {
    const claims = await options.verifyJwt(key);
    if (typeof claims.role === 'string' && API_KEY_ROLES.has(claims.role)) return undefined;
  } catch {
    // refused below
  }
  return 'Invalid API key';
}

/** The bearer token of `Authorization` (scheme case-insensitive), `''` for an empty one, undefined for none. */
export function bearerToken(authorization: string | undefined): string | undefined {
  const match = /^bearer(?:\s+(.*))?$/i.exec(authorization?.trim() ?? '');
  return match ? (match[1] ?? '').trim() : undefined;
}
