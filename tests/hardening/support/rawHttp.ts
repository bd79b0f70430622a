import http from 'node:http';
import net from 'node:net';

export interface RawRequest {
  method: string;
  /** Sent exactly as given: no URL normalisation, so `/../` and odd encodings reach the server. */
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** Set when the server closed the connection instead of answering (e.g. mid-upload after a 413). */
  connectionError?: string;
}

/** One HTTP/1.1 request on its own connection, answered or not; never throws. */
export function rawRequest(baseUrl: string, request: RawRequest, timeoutMs = 20_000): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  // Framed explicitly: Node sends a GET/DELETE body unframed otherwise, which no server can parse.
  const headers = request.body === undefined ? request.headers : { ...request.headers, 'content-length': String(Buffer.byteLength(request.body)) };
  return new Promise((resolve) => {
    const req = http.request(
      { host: hostname, port: Number(port), method: request.method, path: request.path, headers, agent: false, timeout: timeoutMs },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', (error) => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), connectionError: error.message }));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer in ${timeoutMs} ms`)));
    req.on('error', (error) => resolve({ status: 0, headers: {}, body: Buffer.alloc(0), connectionError: error.message }));
    if (request.body !== undefined) req.end(request.body);
    else req.end();
  });
}

/** Bytes written as they are on a fresh connection, and everything the server sends until it closes it. */
export function rawExchange(baseUrl: string, bytes: string, timeoutMs = 10_000): Promise<string> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: hostname, port: Number(port) }, () => socket.end(bytes));
    let answer = '';
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`connection still open after ${timeoutMs} ms:\n${answer}`)));
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? resolve(answer) : reject(error)));
    socket.on('close', () => resolve(answer));
  });
}
