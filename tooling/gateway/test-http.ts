import { request } from 'node:http';
import { connect } from 'node:net';

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

interface Init {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

/** Raw HTTP for tests, so paths like /remotes/../x reach the server unnormalised (fetch and URL strings would resolve them). */
export function get(url: string, path: string, init: Init = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const { hostname, port } = new URL(url);
    const options = { hostname, port, path, method: init.method ?? 'GET', headers: init.headers };
    const req = request(options, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    // A server may answer before reading the whole body (413) and close: the rest of the body's
    // write then fails after the answer has ended, on a socket the request has already let go of.
    // The answer is what the test reads; the late write error must not crash the test process.
    req.on('socket', (socket) => socket.on('error', () => undefined));
    req.end(init.body);
  });
}

/**
 * A slow client: sends `head` (request line and headers, announcing a long body), then one byte
 * every `everyMs` until the server closes the connection. Resolves with what the server answered
 * and how long the connection stayed open.
 */
export function trickle(url: string, head: string, everyMs = 200) {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  const started = Date.now();
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
  socket.on('error', () => undefined);
  socket.write(head);
  const timer = setInterval(() => {
    if (!socket.destroyed) socket.write(' ');
  }, everyMs);
  const closed = new Promise<{ afterMs: number; answer: string }>((resolve) =>
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ afterMs: Date.now() - started, answer });
    }),
  );
  return { closed, stop: () => socket.destroy() };
}
