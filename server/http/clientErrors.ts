import type { FastifyInstance } from 'fastify';
import http from 'node:http';
import type { Socket } from 'node:net';

const ANSWERS: Record<string, [status: number, message: string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Client Timeout'],
  HPE_HEADER_OVERFLOW: [431, 'Exceeded maximum allowed HTTP header size'],
};

/**
 * A request refused by Node's HTTP parser (headers too large, malformed, too slow), answered as
 * Fastify answers it plus `Connection: close`: the socket is destroyed right after, and without
 * the header a keep-alive client sends its next request on it and sees the connection hang up.
 */
export function answerClientError(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = ANSWERS[error.code ?? ''] ?? [400, 'Client Error'];
  const body = JSON.stringify({ error: http.STATUS_CODES[status], message, statusCode: status });
  this.log.trace({ err: error }, 'client error');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
