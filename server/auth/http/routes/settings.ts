import type { AuthApp, AuthContext } from '../context.ts';

const OTHER_PROVIDERS = [
  'phone', 'apple', 'azure', 'bitbucket', 'discord', 'facebook', 'figma', 'fly', 'github', 'gitlab',
  'google', 'keycloak', 'kakao', 'linkedin', 'linkedin_oidc', 'notion', 'spotify', 'slack', 'slack_oidc', 'workos',
  'twitch', 'twitter', 'x', 'zoom', 'snapchat', 'web3_ethereum', 'web3_solana',
];

/** GET /settings: email sign-in is on, anonymous sign-ins as configured, nothing else. */
export function settingsRoutes(app: AuthApp, ctx: AuthContext): void {
  app.get('/settings', async () => ({
    external: {
      email: true,
      anonymous_users: ctx.settings.anonymousUsers,
      ...Object.fromEntries(OTHER_PROVIDERS.map((name) => [name, false])),
    },
    disable_signup: false,
    mailer_autoconfirm: ctx.settings.autoconfirm,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
    saml_private_key_next_configured: false,
    passkeys_enabled: false,
  }));
}
