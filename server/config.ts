import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';

/** Everything the server reads from its environment (ARCHITECTURE.md, runtime contract). */
export interface Config {
  port: number;
  host: string;
  siteUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  jwtSigningKeys: string | undefined;
  smtpUrl: string | undefined;
  autoconfirm: boolean;
  distDir: string;
  /** Extra origins allowed to serve media (CSP media-src/img-src), for videoUrls on a CDN. */
  mediaOrigins: string[];
}

const root = path.resolve(import.meta.dirname, '..');

function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(root, '.data'));
  const jwtSecret = env.JWT_SECRET || persistentSecret(dataDir);
  if (jwtSecret.length < 32) throw new Error('JWT_SECRET must be at least 32 characters');
  return {
    port,
    host: env.HOST || '127.0.0.1',
    siteUrl: (env.SITE_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret,
    jwtSigningKeys: env.JWT_SIGNING_KEYS || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    autoconfirm: env.AUTH_AUTOCONFIRM === 'true',
    distDir: path.resolve(env.DIST_DIR ?? path.join(root, 'dist')),
    mediaOrigins: (env.MEDIA_ORIGINS ?? '').split(/[\s,]+/).filter(Boolean),
  };
}
