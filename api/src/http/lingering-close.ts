import type { FastifyInstance } from 'fastify';

/**
 * The largest refused body still read to its end (and thrown away) rather than cut off: above
 * the gateway's and nginx's 10 MB, so whatever a proxy forwards is drained. A larger one can only
 * come from a client talking to the API directly, which is cut off as Fastify always did.
 */
export const DRAIN_MAX_BYTES = 16 * 1024 * 1024;

/**
 * Fastify answers 413 to a body announced over its limit before reading a byte of it, and marks
 * the answer `Connection: close`. Node then closes the socket while the client is still sending,
 * and a socket closed with unread data is reset (RST): a client or proxy that is still writing
 * fails on the reset and never reads the 413 (nginx answers 502, curl nothing). HTTP's answer is
 * a lingering close (RFC 9112 §9.6): keep reading and discarding the body. Without the `close`,
 * Node does just that (it dumps an unread body) and keeps the connection for the next request;
 * its request time-out still bounds a body that trickles in.
 */
export function registerLingeringClose(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.raw.complete || reply.getHeader('connection') !== 'close') return payload;
    // Only a body of known, bounded length: an unknown (chunked) or huge one is cut off at once.
    const declared = Number(request.headers['content-length']);
    if (declared <= DRAIN_MAX_BYTES) reply.removeHeader('connection');
    return payload;
  });
}
