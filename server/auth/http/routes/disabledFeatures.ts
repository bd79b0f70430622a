import { AuthError } from '../../errors.ts';
import type { AuthApp, AuthContext } from '../context.ts';
import { isUuid } from '../guards.ts';
import { loadAdminTarget } from '../input/admin.ts';
import { idParams } from '../input/schemas.ts';

/*
 * Features GoTrue runs and this server does not (docs/auth-api.md#scope). Each answers what GoTrue
 * answers with the feature off in its configuration, so clients show the same messages. GoTrue's
 * guard sits on a whole route tree, so every path and method below a prefix gets the refusal, after
 * whatever authentication GoTrue asks for first (the context the routes are registered in).
 */

type Refusal = () => AuthError;

const samlDisabled: Refusal = () => new AuthError(404, 'saml_provider_disabled', 'SAML 2.0 is disabled');
const passkeysDisabled: Refusal = () => new AuthError(404, 'passkey_disabled', 'Passkeys are disabled');
const oauthServerDisabled: Refusal = () => new AuthError(404, 'feature_disabled', 'OAuth server is disabled');
const customProvidersDisabled: Refusal = () => new AuthError(404, 'feature_disabled', 'Custom OAuth providers are disabled');
const manualLinkingDisabled: Refusal = () => new AuthError(404, 'manual_linking_disabled', 'Manual linking is disabled');

/** GoTrue's OAuth providers (internal/api/external.go), none of them configured here. */
const OAUTH_PROVIDERS = [
  'apple', 'azure', 'bitbucket', 'discord', 'facebook', 'figma', 'fly', 'github', 'gitlab', 'google', 'kakao', 'keycloak',
  'linkedin', 'linkedin_oidc', 'notion', 'snapchat', 'spotify', 'slack', 'slack_oidc', 'twitch', 'twitter', 'x',
  'vercel_marketplace', 'workos', 'zoom',
];

function refuseTree(app: AuthApp, prefix: string, refusal: Refusal): void {
  const handler = async () => {
    throw refusal();
  };
  app.all(prefix, handler);
  app.all(`${prefix}/*`, handler);
}

/** Why GET /authorize cannot start a sign-in with `provider` (GoTrue's Provider() error). */
function unsupportedProvider(provider: string): AuthError {
  const name = provider.toLowerCase();
  const reason = name.startsWith('custom:')
    ? 'custom OAuth providers are disabled'
    : OAUTH_PROVIDERS.includes(name)
      ? 'provider is not enabled'
      : `Provider ${name} could not be found`;
  return new AuthError(400, 'validation_failed', `Unsupported provider: ${reason}`);
}

/** The OAuth callback's refusal of its `state`: no provider flow is ever started here, so none is found. */
function callbackRefusal(state: string | undefined): AuthError {
  if (!state) return new AuthError(400, 'bad_oauth_callback', 'OAuth state parameter missing');
  if (!isUuid(state)) return new AuthError(400, 'bad_oauth_state', 'OAuth state parameter is invalid');
  return new AuthError(400, 'bad_oauth_state', 'OAuth state not found or expired');
}

/** Open to anyone with an API key (and /authorize, /callback without one, as Supabase's gateway has them). */
export function disabledPublicRoutes(app: AuthApp, ctx: AuthContext): void {
  refuseTree(app, '/sso', samlDisabled);
  refuseTree(app, '/passkeys', passkeysDisabled);
  refuseTree(app, '/oauth', oauthServerDisabled);
  app.get('/.well-known/oauth-authorization-server', async () => {
    throw oauthServerDisabled();
  });
  app.get('/authorize', { schema: { querystring: { type: 'object', properties: { provider: { type: 'string' } } } } }, async (request) => {
    throw unsupportedProvider(request.query.provider ?? '');
  });
  // GoTrue sends the browser back to SITE_URL with the error in the query string.
  app.route({
    method: ['GET', 'POST'],
    url: '/callback',
    schema: { querystring: { type: 'object', properties: { state: { type: 'string' } } } },
    handler: async (request, reply) => {
      const error = callbackRefusal(request.query.state);
      const url = new URL(ctx.settings.siteUrl);
      url.searchParams.set('error', 'invalid_request');
      url.searchParams.set('error_code', error.errorCode);
      url.searchParams.set('error_description', error.message);
      return reply.redirect(url.href, 303);
    },
  });
}

/** Below GoTrue's signed-in /user tree: the token is checked first. */
export function disabledSignedInRoutes(app: AuthApp): void {
  refuseTree(app, '/user/identities', manualLinkingDisabled);
  refuseTree(app, '/user/oauth/grants', oauthServerDisabled);
}

/** Below /admin: the service_role key is checked first. A user's passkeys are listed even with passkeys off: none. */
export function disabledAdminRoutes(app: AuthApp, ctx: AuthContext): void {
  refuseTree(app, '/admin/oauth', oauthServerDisabled);
  refuseTree(app, '/admin/custom-providers', customProvidersDisabled);
  app.get('/admin/users/:id/passkeys', { schema: { params: idParams } }, async (request) => {
    await loadAdminTarget(ctx.db, request.params.id);
    return [];
  });
  app.delete(
    '/admin/users/:id/passkeys/:passkeyId',
    { schema: { params: { type: 'object', properties: { id: { type: 'string' }, passkeyId: { type: 'string' } }, required: ['id', 'passkeyId'] } } },
    async (request) => {
      await loadAdminTarget(ctx.db, request.params.id);
      throw new AuthError(404, 'validation_failed', 'Passkey not found');
    },
  );
}
