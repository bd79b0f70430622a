import type { FastifyRequest } from 'fastify';
import { AuthError, OAuthError, validationFailed } from '../errors.ts';
import type { AuthContext } from './context.ts';
import { authenticateUser } from './guards.ts';

/** What POST /token?grant_type=id_token reads (GoTrue's IdTokenGrantParams). */
export interface IdTokenParams {
  id_token?: string | null;
  provider?: string | null;
  client_id?: string | null;
  issuer?: string | null;
  link_identity?: boolean | null;
}

const APPLE_ISSUERS = ['https://appleid.apple.com', 'https://account.apple.com'];
const AZURE_ISSUER = /^https:\/\/login[.]microsoftonline[.]com\/([^/]+)\/v2[.]0\/?$/;

/** The issuers GoTrue pins per OIDC provider; Keycloak's is its configured URL, unset here. */
const FIXED_ISSUERS: Record<string, string> = {
  google: 'https://accounts.google.com',
  facebook: 'https://www.facebook.com',
  keycloak: '',
  kakao: 'https://kauth.kakao.com',
  vercel_marketplace: 'https://marketplace.vercel.com',
  snapchat: 'https://accounts.snapchat.com/accounts/oauth2/token',
};

/** The `iss` of an ID token read without verifying it, as GoTrue detects Apple's and Azure's; undefined when unreadable. */
function unverifiedIssuer(idToken: string): string | undefined {
  const parts = idToken.split('.');
  const payload = parts[1];
  if (parts.length !== 3 || payload === undefined || !/^[A-Za-z0-9_-]*$/.test(payload) || payload.length % 4 === 1) return undefined;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) return undefined;
    const iss = (claims as { iss?: unknown }).iss;
    return iss === undefined || iss === null ? '' : typeof iss === 'string' ? iss : undefined;
  } catch {
    return undefined;
  }
}

const providerDisabled = (issuer: string) => new AuthError(400, 'provider_disabled', `Provider (issuer ${JSON.stringify(issuer)}) is not enabled`);

/** An issuer detected from the token, checked as GoTrue checks Apple's and Azure's. */
function detectedIssuer(label: string, idToken: string, claimed: string, accepts: (issuer: string) => boolean): string {
  const issuer = unverifiedIssuer(idToken);
  if (issuer === undefined) throw validationFailed(`Unable to detect issuer in ID token for ${label} provider`);
  if (!accepts(issuer)) throw validationFailed(`Detected ID token issuer is not an ${label} ID token issuer`);
  if (claimed && claimed !== issuer) throw validationFailed('Provided issuer does not match ID token issuer');
  return issuer;
}

/** GoTrue's getProvider with every provider off: the error it reaches for this provider or issuer. */
function providerRefusal(provider: string, issuer: string, idToken: string): AuthError {
  if (provider === 'apple' || APPLE_ISSUERS.includes(issuer)) {
    return providerDisabled(detectedIssuer('Apple', idToken, issuer, (iss) => APPLE_ISSUERS.includes(iss)));
  }
  if (provider === 'google' || issuer === FIXED_ISSUERS.google) return providerDisabled(FIXED_ISSUERS.google as string);
  if (provider === 'azure' || AZURE_ISSUER.test(issuer)) {
    const azure = (iss: string) => iss.startsWith('https://login.microsoftonline.com/') || iss.startsWith('https://sts.windows.net/');
    return providerDisabled(detectedIssuer('Azure', idToken, issuer, azure));
  }
  for (const [name, fixed] of Object.entries(FIXED_ISSUERS)) {
    // Keycloak is matched by issuer only when configured, which it never is here.
    if (provider === name || (name !== 'keycloak' && issuer === fixed)) return providerDisabled(fixed);
  }
  if (provider.startsWith('custom:')) return validationFailed('Custom OAuth providers are disabled');
  return validationFailed(`Custom OIDC provider ${JSON.stringify(provider)} not allowed`);
}

/**
 * POST /token?grant_type=id_token (signInWithIdToken, linkIdentity with a token): GoTrue's request
 * checks, then the refusal of a server with no OIDC provider enabled (docs/auth-api.md#token).
 */
export async function refuseIdTokenGrant(ctx: AuthContext, request: FastifyRequest, body: IdTokenParams): Promise<never> {
  if (!body.id_token) throw new OAuthError(400, 'invalid request', 'id_token required');
  const provider = body.provider ?? '';
  const issuer = body.issuer ?? '';
  if (!provider && (!body.client_id || !issuer)) throw new OAuthError(400, 'invalid request', 'provider or client_id and issuer required');
  if (body.link_identity) {
    if (!request.headers.authorization) throw new OAuthError(400, 'invalid request', 'Linking requires a valid user access token in Authorization');
    await authenticateUser(ctx, request, false);
  }
  throw providerRefusal(provider, issuer, body.id_token);
}
