/** Every limit raised far out of the way, for servers whose suites do not test limits (those set their own). */
export const RELAXED_LIMITS: Record<string, string> = {
  RATE_LIMIT_EMAIL_SENT: '1000000',
  RATE_LIMIT_TOKEN_REFRESH: '1000000',
  RATE_LIMIT_VERIFY: '1000000',
  RATE_LIMIT_SIGN_IN_SIGN_UPS: '1000000',
  RATE_LIMIT_OTP: '1000000',
  RATE_LIMIT_MFA: '1000000',
  RATE_LIMIT_ANONYMOUS_USERS: '1000000',
  RATE_LIMIT_REDEEM_CODE: '1000000',
  SMTP_MAX_FREQUENCY: '0',
};
