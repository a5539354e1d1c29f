import { request } from 'node:http';

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
    req.end(init.body);
  });
}
