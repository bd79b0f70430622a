import { RELAXED_LIMITS } from '../../support/limits';

/**
 * The browser suites' JWT secret, so a suite can make the service role key and grant roles through the auth admin
 * API while the server holds its PGlite directory (`npm run admin` waits for it to stop, decision 2509).
 */
export const E2E_JWT_SECRET = 'stillwater-browser-suites-secret-not-for-production';

/**
 * What every server the browser suites start is given beside its port and data: the suites sign up, reset and resend
 * many times from one IP, so the limits are raised (the API suites test them), a known JWT secret, the fastest
 * transcode preset, and a given DIST_DIR is passed on.
 */
export const browserSuiteServerEnv: Record<string, string> = {
  LOG_LEVEL: 'warn',
  JWT_SECRET: E2E_JWT_SECRET,
  // The in-process worker transcodes the suites' uploads as fast as x264 goes: the ladder is tested, not its quality.
  TRANSCODE_PRESET: 'ultrafast',
  ...RELAXED_LIMITS,
  ...(process.env.DIST_DIR ? { DIST_DIR: process.env.DIST_DIR } : {}),
};
