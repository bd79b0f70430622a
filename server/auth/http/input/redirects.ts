/** Loopback addresses are always allowed, on any port, as GoTrue allows for local development. */
function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}

/**
 * `redirect_to` if it is safe (same origin as SITE_URL, any port on a loopback host), else SITE_URL.
 * Never an error, as in GoTrue: a refused address silently becomes the site.
 */
export function safeRedirect(siteUrl: string, requested: string | undefined | null): string {
  if (!requested) return siteUrl;
  let target: URL;
  let site: URL;
  try {
    target = new URL(requested);
    site = new URL(siteUrl);
  } catch {
    return siteUrl;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return siteUrl;
  if (target.username || target.password) return siteUrl;
  // Decimal or hex integer hosts ("http://2130706433/") are refused; the URL parser rewrites them to
  // dotted form, so look at what was written.
  if (/^[a-z]+:\/\/(0x[0-9a-f]+|\d+)(?::\d+)?(?:[/?#]|$)/i.test(requested.trim())) return siteUrl;
  const sameOrigin = target.protocol === site.protocol && target.host === site.host;
  if (!sameOrigin && !isLoopbackHost(target.hostname)) return siteUrl;
  return target.href;
}
