import { RELAXED_LIMITS } from '../../support/limits';

/**
 * What every server the browser suites start is given beside its port and data: the suites sign up, reset and resend
 * many times from one IP, so the limits are raised (the API suites test them), and a given DIST_DIR is passed on.
 */
export const browserSuiteServerEnv: Record<string, string> = {
  LOG_LEVEL: 'warn',
  ...RELAXED_LIMITS,
  ...(process.env.DIST_DIR ? { DIST_DIR: process.env.DIST_DIR } : {}),
};
