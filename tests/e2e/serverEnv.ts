/**
 * What every server the browser suites start is given beside its port and data: the suites sign up, reset and resend
 * many times from one IP, so the limits are raised (the API suites test them), and a given DIST_DIR is passed on.
 */
export const browserSuiteServerEnv: Record<string, string> = {
  LOG_LEVEL: 'warn',
  RATE_LIMIT_EMAIL_SENT: '100000',
  RATE_LIMIT_TOKEN_REFRESH: '100000',
  RATE_LIMIT_VERIFY: '100000',
  RATE_LIMIT_SIGN_IN_SIGN_UPS: '100000',
  RATE_LIMIT_OTP: '100000',
  SMTP_MAX_FREQUENCY: '0',
  ...(process.env.DIST_DIR ? { DIST_DIR: process.env.DIST_DIR } : {}),
};
