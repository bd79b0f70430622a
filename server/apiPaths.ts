import { UPLOADS_PATH } from '../shared/portraits.ts';

/** Where each service of the API is mounted, as Supabase mounts them. */
export const servicePrefixes = { auth: '/auth/v1', rest: '/rest/v1', storage: '/storage/v1', functions: '/functions/v1' } as const;

/** Every path the API owns: never answered with the app's pages, and proxied to the API by `npm run dev`. */
export const API_PATHS: readonly string[] = [...Object.values(servicePrefixes), UPLOADS_PATH, '/_mail', '/healthz'];
