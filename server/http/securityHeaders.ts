import type { FastifyInstance } from 'fastify';

export interface SecurityHeaderOptions {
  /** Origins besides our own that may serve video and images (a CDN). */
  mediaOrigins: string[];
  /** Origins besides our own the app may call (a hosted Supabase project). */
  connectOrigins: string[];
  https: boolean;
  /** CSP sources of the inline scripts the served pages carry (`'sha256-…'`: boot, decision 1420). */
  scriptHashes: string[];
}

/** The Content-Security-Policy of the app: scripts from our origin only, no inline script but the build's own, by hash. */
function contentSecurityPolicy({ mediaOrigins, connectOrigins, scriptHashes }: SecurityHeaderOptions): string {
  const media = mediaOrigins.join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    // Inline style attributes are set by React (transforms, progress widths); no inline script is.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${media}`.trim(),
    `media-src 'self' blob: ${media}`.trim(),
    `connect-src 'self' ${[...connectOrigins, ...mediaOrigins].join(' ')}`.trim(),
    "font-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Security headers on every answer, errors and 404s included. */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): void {
  const headers: Record<string, string> = {
    'content-security-policy': contentSecurityPolicy(options),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), fullscreen=(self)',
    'cross-origin-opener-policy': 'same-origin',
  };
  if (options.https) headers['strict-transport-security'] = 'max-age=63072000; includeSubDomains';
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
