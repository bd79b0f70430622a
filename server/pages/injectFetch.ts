import type { FastifyInstance } from 'fastify';

const NO_BODY = new Set([204, 205, 304]);

/**
 * A fetch answered by this server's own routes (Fastify's inject), with no socket: how the pages read the data API
 * they are rendered from, as a visitor would, without a network hop.
 */
export function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = (init?.method ?? 'GET').toUpperCase() as 'GET' | 'HEAD';
    const response = await app.inject({
      method,
      url: url.pathname + url.search,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) headers.append(name, String(one));
    }
    const body = method === 'HEAD' || NO_BODY.has(response.statusCode) ? null : new Uint8Array(response.rawPayload);
    return new Response(body, { status: response.statusCode, headers });
  };
}
