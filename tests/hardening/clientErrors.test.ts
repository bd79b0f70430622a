import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { suiteServer } from '../api/support/server.ts';
import { rawExchange } from './support/rawHttp.ts';

/** Above Node's 16 KiB limit for the request line and headers together. */
const HUGE_HEADER = `x-padding: ${'a'.repeat(20_000)}\r\n`;

function request(
  url: string,
  { agent, headers = {}, method = 'GET' }: { agent?: http.Agent; headers?: Record<string, string>; method?: string },
): Promise<{ status: number; connection: string | undefined }> {
  return new Promise((resolve, reject) => {
    http
      .request(url, { agent, headers, method }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
      })
      .on('error', reject)
      .end();
  });
}

describe('requests refused by the HTTP parser', () => {
  const server = suiteServer();

  it('answers headers too large with 431 and Connection: close', async () => {
    const answer = await rawExchange(server.url, `GET /healthz HTTP/1.1\r\nhost: localhost\r\n${HUGE_HEADER}\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    expect(answer).toMatch(/\r\n\r\n\{"error":"Request Header Fields Too Large","message":"Exceeded maximum allowed HTTP header size","statusCode":431\}$/);
  });

  it('answers a HEAD request refused so with no body, which a client reads as a plain 431 (not a broken response)', async () => {
    const answer = await rawExchange(server.url, `HEAD /rest/v1/saved_videos HTTP/1.1\r\nhost: localhost\r\n${HUGE_HEADER}\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    expect(answer).toMatch(/\r\ncontent-length: 0\r\n\r\n$/i);
    const refused = await request(`${server.url}/rest/v1/saved_videos?select=${'x'.repeat(20_000)}`, { method: 'HEAD' });
    expect(refused).toEqual({ status: 431, connection: 'close' });
  });

  it('answers a malformed request with 400 and Connection: close', async () => {
    const answer = await rawExchange(server.url, 'GET /healthz HTTP/1.1\r\nhost: localhost\r\nbad header line\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
  });

  it('lets a keep-alive client carry on: the refused request does not poison its pooled connection', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect((await request(`${server.url}/healthz`, { agent })).status).toBe(200);
      const refused = await request(`${server.url}/healthz`, { agent, headers: { 'x-padding': 'a'.repeat(20_000) } });
      expect(refused).toEqual({ status: 431, connection: 'close' });
      expect((await request(`${server.url}/healthz`, { agent })).status).toBe(200);
    } finally {
      agent.destroy();
    }
  });
});
