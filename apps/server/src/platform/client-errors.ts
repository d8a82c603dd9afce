import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { messages } from '@app/domain';

/**
 * Errors that happen before a route is found answer in German in the house format too (DESIGN §6):
 * Node's HTTP parser (431 for too long headers or URLs, 400 for broken requests) and Fastify's router
 * (a URL that cannot be decoded, a path parameter that is too long).
 */
function clientErrorHandler(
  this: { log: { trace: (o: object, m: string) => void } },
  err: NodeJS.ErrnoException,
  socket: Socket,
): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, message] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', messages.anfrageZuLang]
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', messages.ungueltigeAnfrage]
        : [400, 'Bad Request', messages.ungueltigeAnfrage];
  this.log.trace({ err }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify({ status: 'error', message });
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}

function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? messages.anfrageZuLang : messages.adresseUngueltig;
  void reply.code(status).send({ status: 'error', message });
}

export const germanClientErrors = {
  clientErrorHandler,
  frameworkErrors,
} satisfies Pick<FastifyServerOptions, 'clientErrorHandler' | 'frameworkErrors'>;
