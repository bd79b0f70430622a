import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

const ANSWERS: Record<string, [status: number, message: string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Client Timeout'],
  HPE_HEADER_OVERFLOW: [431, 'Exceeded maximum allowed HTTP header size'],
};

/** The request line's method, when the bytes the parser refused start with one. */
const REQUEST_LINE = /^([A-Z]+) /;

/**
 * A request refused by Node's HTTP parser (headers too large, malformed, too slow), answered as
 * Fastify answers it plus `Connection: close`: the socket is destroyed right after, and without
 * the header a keep-alive client sends its next request on it and sees the connection hang up.
 * The JSON body goes only to a request known not to be HEAD: a client reads no body after a HEAD
 * response, so one sent anyway broke its parser. The refused bytes start with the request line
 * when it arrived in one piece with them; otherwise the method is unknown and the answer is empty.
 */
export function answerClientError(this: FastifyInstance, error: NodeJS.ErrnoException & { rawPacket?: unknown }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = ANSWERS[error.code ?? ''] ?? [400, 'Client Error'];
  const method = Buffer.isBuffer(error.rawPacket) ? REQUEST_LINE.exec(error.rawPacket.subarray(0, 16).toString('latin1'))?.[1] : undefined;
  const body = method && method !== 'HEAD' ? JSON.stringify({ error: http.STATUS_CODES[status], message, statusCode: status }) : '';
  this.log.trace({ err: error }, 'client error');
  if (socket.writable) {
    const type = body ? 'Content-Type: application/json\r\n' : '';
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: ${Buffer.byteLength(body)}\r\n${type}\r\n${body}`,
    );
  }
  socket.destroy(error);
}
