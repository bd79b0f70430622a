import { createHmac } from 'node:crypto';
import type { AuthConfig } from '../config.ts';

/** Auth behaviour knobs: the configured ones and GoTrue's defaults for the rest (docs/auth-api.md#defaults). */
export interface AuthSettings {
  siteUrl: string;
  /** JWT `iss`: {SITE_URL}/auth/v1. */
  issuer: string;
  autoconfirm: boolean;
  anonymousUsers: boolean;
  securePasswordChange: boolean;
  /** A session younger than this changes its password without a reauthentication nonce (GoTrue: 24 h). */
  recentSignInSeconds: number;
  jwtExpirySeconds: number;
  refreshReuseIntervalSeconds: number;
  otpExpirySeconds: number;
  flowStateExpirySeconds: number;
  /** Minimum seconds between two mails of one kind to one user (GoTrue SMTP_MAX_FREQUENCY). */
  mailMinIntervalSeconds: number;
  secureEmailChange: boolean;
  mfaChallengeExpirySeconds: number;
  maxFactors: number;
  /** Server key for deriving child refresh tokens (see crypto/secrets.ts). */
  refreshDerivationKey: string;
}

export function authSettings(config: AuthConfig, jwtSecret: string): AuthSettings {
  return {
    siteUrl: config.siteUrl,
    issuer: `${config.siteUrl}/auth/v1`,
    autoconfirm: config.autoconfirm,
    anonymousUsers: config.anonymousUsers,
    securePasswordChange: config.securePasswordChange,
    recentSignInSeconds: 24 * 3600,
    jwtExpirySeconds: 3600,
    refreshReuseIntervalSeconds: 10,
    otpExpirySeconds: 3600,
    flowStateExpirySeconds: 300,
    mailMinIntervalSeconds: config.mailMinIntervalSeconds,
    secureEmailChange: true,
    mfaChallengeExpirySeconds: 300,
    maxFactors: 10,
    refreshDerivationKey: createHmac('sha256', jwtSecret).update('refresh-token-derivation').digest('hex'),
  };
}
