import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig, readWorkerConfig } from './config.ts';

const SECRET = 'x'.repeat(32);

describe('the configuration', () => {
  it('stops at start-up naming every wrong variable and what is wrong with it', () => {
    const read = () => readConfig({ JWT_SECRET: SECRET, PORT: 'abc', TRUST_PROXY: 'yes', SMTP_URL: 'mail.example.com', JWT_SIGNING_KEYS: '{"keys":[]}' });
    expect(read).toThrow(/PORT must be a whole number from 0 to 65535, got "abc"/);
    expect(read).toThrow(/TRUST_PROXY must be true or false, got "yes"/);
    expect(read).toThrow(/SMTP_URL must be a URL such as smtp:/);
    expect(read).toThrow(/JWT_SIGNING_KEYS holds no keys/);
    expect(() => readConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET must be at least 32 characters/);
  });

  it('hands each plugin its part, with the documented defaults; an empty variable counts as unset', () => {
    const config = readConfig({ JWT_SECRET: SECRET, PORT: '', DATA_DIR: '/tmp/sw', SMTP_ADMIN_EMAIL: 'hello@example.com', RATE_LIMIT_OTP: '5', REDIS_URL: 'redis://127.0.0.1:6379' });
    expect(config).toMatchObject({ port: 3000, host: '127.0.0.1', siteUrl: 'http://localhost:3000', logLevel: 'info', trustProxy: false, threadPoolSize: 4 });
    expect(config.database).toEqual({ url: undefined, dataDir: path.resolve('/tmp/sw'), poolMax: 10 });
    expect(config.mail).toEqual({ siteUrl: 'http://localhost:3000', smtpUrl: undefined, adminEmail: 'hello@example.com', senderName: undefined });
    expect(config.auth.rateLimits.otp).toEqual({ max: 5, windowMs: 300_000 });
    expect(config.auth.redis).toEqual({ url: 'redis://127.0.0.1:6379', keyPrefix: 'stillwater:' });
    expect(config.jwt).toEqual({ secret: SECRET, signingKeys: undefined });
  });

  it('keeps anonymous sign-ins and secure password change off unless switched on', () => {
    const defaults = readConfig({ JWT_SECRET: SECRET, DATA_DIR: '/tmp/sw' }).auth;
    expect(defaults).toMatchObject({ anonymousUsers: false, securePasswordChange: false });
    expect(defaults.rateLimits.anonymousUsers).toEqual({ max: 30, windowMs: 3_600_000 });
    const on = readConfig({ JWT_SECRET: SECRET, DATA_DIR: '/tmp/sw', AUTH_ANONYMOUS_USERS: 'true', AUTH_SECURE_PASSWORD_CHANGE: 'true', RATE_LIMIT_ANONYMOUS_USERS: '5' }).auth;
    expect(on).toMatchObject({ anonymousUsers: true, securePasswordChange: true, rateLimits: { anonymousUsers: { max: 5, windowMs: 3_600_000 } } });
    expect(() => readConfig({ JWT_SECRET: SECRET, AUTH_ANONYMOUS_USERS: 'yes' })).toThrow(/AUTH_ANONYMOUS_USERS must be true or false, got "yes"/);
  });

  it('jobs: one transcode at once with preset veryfast by default; WORKER_CONCURRENCY and TRANSCODE_PRESET checked', () => {
    expect(readConfig({ JWT_SECRET: SECRET, DATA_DIR: '/tmp/sw' }).jobs).toEqual({ concurrency: 1, preset: 'veryfast' });
    expect(readWorkerConfig({ DATA_DIR: '/tmp/sw', WORKER_CONCURRENCY: '3', TRANSCODE_PRESET: 'slow' }).jobs).toEqual({ concurrency: 3, preset: 'slow' });
    expect(readWorkerConfig({ WORKER_CONCURRENCY: '0' }).jobs.concurrency).toBe(0);
    expect(() => readWorkerConfig({ WORKER_CONCURRENCY: '-1' })).toThrow(/WORKER_CONCURRENCY must be a whole number from 0 to 64, got "-1"/);
    expect(() => readWorkerConfig({ TRANSCODE_PRESET: 'fastest' })).toThrow(/TRANSCODE_PRESET must be one of ultrafast, .*veryslow, got "fastest"/);
  });

  it('keeps storage on disk in DATA_DIR unless STORAGE_S3_BUCKET is set; S3 credentials come as a pair', () => {
    const disk = readConfig({ JWT_SECRET: SECRET, DATA_DIR: '/tmp/sw' }).storage;
    expect(disk).toEqual({ diskDir: path.resolve('/tmp/sw/storage'), resumableDir: path.resolve('/tmp/sw/storage-resumable'), s3: undefined });
    const s3 = readConfig({
      JWT_SECRET: SECRET,
      DATA_DIR: '/tmp/sw',
      STORAGE_S3_BUCKET: 'stillwater',
      STORAGE_S3_ENDPOINT: 'http://127.0.0.1:9000',
      STORAGE_S3_ACCESS_KEY_ID: 'id',
      STORAGE_S3_SECRET_ACCESS_KEY: 'secret',
    }).storage.s3;
    expect(s3).toEqual({ bucket: 'stillwater', endpoint: 'http://127.0.0.1:9000', region: 'us-east-1', credentials: { accessKeyId: 'id', secretAccessKey: 'secret' }, forcePathStyle: true });
    expect(() => readConfig({ JWT_SECRET: SECRET, STORAGE_S3_BUCKET: 'b', STORAGE_S3_ACCESS_KEY_ID: 'id' })).toThrow(/must be set together/);
    expect(() => readConfig({ JWT_SECRET: SECRET, STORAGE_S3_ENDPOINT: 'minio:9000' })).toThrow(/STORAGE_S3_ENDPOINT must be a URL/);
  });

  it('keeps payments off unless both Stripe secrets are set; STRIPE_API_URL is an origin the SDK is pointed at', () => {
    expect(readConfig({ JWT_SECRET: SECRET, DATA_DIR: '/tmp/sw' }).stripe).toBeUndefined();
    const secrets = { JWT_SECRET: SECRET, DATA_DIR: '/tmp/sw', STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' };
    expect(readConfig(secrets).stripe).toEqual({ secretKey: 'sk_test_1', webhookSecret: 'whsec_1', api: undefined });
    expect(readConfig({ ...secrets, STRIPE_API_URL: 'http://127.0.0.1:12111' }).stripe?.api).toEqual({ protocol: 'http', host: '127.0.0.1', port: 12111 });
    expect(readConfig({ ...secrets, STRIPE_API_URL: 'https://stripe-proxy.internal/' }).stripe?.api).toEqual({ protocol: 'https', host: 'stripe-proxy.internal', port: 443 });
    expect(() => readConfig({ JWT_SECRET: SECRET, STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(/STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together/);
    expect(() => readConfig({ ...secrets, STRIPE_API_URL: 'http://127.0.0.1:12111/v1' })).toThrow(/STRIPE_API_URL must be an http\(s\) origin/);
    expect(() => readConfig({ ...secrets, STRIPE_API_URL: 'ftp://stripe' })).toThrow(/STRIPE_API_URL must be an http\(s\) origin/);
  });
});
