import type { AuthApp, AuthContext } from '../context.ts';

const AUTH_SERVER_VERSION = '0.1.0';

/** GET /health: GoTrue's shape, `name` kept because tools look for it. */
export function healthRoutes(app: AuthApp, _ctx: AuthContext): void {
  app.get('/health', async () => ({
    version: AUTH_SERVER_VERSION,
    name: 'GoTrue',
    description: 'GoTrue is a user registration and authentication API',
  }));
}
