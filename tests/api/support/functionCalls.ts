import type { TestServer } from './server.ts';

export interface FunctionAnswer {
  status: number;
  body: Record<string, unknown>;
}

/** POST /functions/v1/<name> with JSON `body` (a string is sent as it is), the anon key and `token` (none: signed out). */
export async function callFunction(
  server: Pick<TestServer, 'url' | 'anonKey'>,
  name: string,
  body: unknown,
  { token, headers = {} }: { token?: string; headers?: Record<string, string> } = {},
): Promise<FunctionAnswer> {
  const response = await fetch(`${server.url}/functions/v1/${name}`, {
    method: 'POST',
    headers: { apikey: server.anonKey, 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) as Record<string, unknown> };
  } catch {
    return { status: response.status, body: { text } };
  }
}
