import { createHmac } from 'node:crypto';
import type { Config } from '../config.ts';

/** Auth behaviour knobs derived from the server config (GoTrue defaults, auth-api.md §8). */
export interface AuthSettings {
  siteUrl: string;
  /** JWT `iss`: {SITE_URL}/auth/v1. */
  issuer: string;
  autoconfirm: boolean;
  jwtExpirySeconds: number;
  refreshReuseIntervalSeconds: number;
  otpExpirySeconds: number;
  flowStateExpirySeconds: number;
  /** Minimum seconds between two mails of one kind to one user (GoTrue SMTP_MAX_FREQUENCY). */
  mailMinIntervalSeconds: number;
  secureEmailChange: boolean;
  mfaChallengeExpirySeconds: number;
  maxFactors: number;
  /** Server key for deriving child refresh tokens (see refreshTokens.ts). */
  refreshDerivationKey: string;
}

function seconds(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw.replace(/s$/, ''));
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number of seconds, got ${raw}`);
  return value;
}

export function readAuthSettings(config: Config, env: NodeJS.ProcessEnv = process.env): AuthSettings {
  return {
    siteUrl: config.siteUrl,
    issuer: `${config.siteUrl}/auth/v1`,
    autoconfirm: config.autoconfirm,
    jwtExpirySeconds: 3600,
    refreshReuseIntervalSeconds: 10,
    otpExpirySeconds: 3600,
    flowStateExpirySeconds: 300,
    mailMinIntervalSeconds: seconds(env, 'SMTP_MAX_FREQUENCY', 60),
    secureEmailChange: true,
    mfaChallengeExpirySeconds: 300,
    maxFactors: 10,
    refreshDerivationKey: createHmac('sha256', config.jwtSecret).update('refresh-token-derivation').digest('hex'),
  };
}
