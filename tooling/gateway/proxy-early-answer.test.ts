import { MAX_API_BODY_BYTES } from './proxy';
import { useGatewayOverApi } from './test-gateway';
import { get } from './test-http';

const API_BODY_LIMIT = 1024 * 1024;
const TOO_LARGE = '{"detail":"Request body is too large"}';

/**
 * Shaped like the API (Fastify, 1 MB body limit): a body announced over the limit is refused at
 * once with 413 and `Connection: close`, before a byte of it is read; then the connection closes
 * under the client still sending. Other bodies are read and echoed with their size.
 */
const gateway = useGatewayOverApi('early', (req, res) => {
  if (Number(req.headers['content-length']) > API_BODY_LIMIT) {
    res.writeHead(413, {
      'content-type': 'application/json; charset=utf-8',
      connection: 'close',
    });
    res.end(TOO_LARGE);
    return;
  }
  let size = 0;
  req.on('data', (chunk: Buffer) => (size += chunk.length));
  req.on('end', () => res.writeHead(200).end(JSON.stringify({ size })));
});

/** The answer as `status body`; a connection cut or left hanging for 5 s says so instead. */
const post = (bytes: number) =>
  Promise.race([
    get(gateway.url, '/v1/auth/login/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(bytes) },
      body: 'x'.repeat(bytes),
    }).then(
      (answer) => `${answer.status} ${answer.body.toString()}`,
      (error: Error) => `failed: ${error.message}`,
    ),
    new Promise<string>((resolve) => setTimeout(() => resolve('no answer in 5 s'), 5_000)),
  ]);

it("passes the API's 413 for a 2 MB body through, every time, not a 502", async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const answers: string[] = [];
  for (let i = 0; i < 20; i += 1) answers.push(await post(2 * 1024 * 1024));
  expect(answers).toEqual(Array.from({ length: 20 }, () => `413 ${TOO_LARGE}`));
  expect(warn).not.toHaveBeenCalled();
  warn.mockRestore();
}, 150_000);

it('still forwards a body under the limit whole', async () => {
  expect(await post(900 * 1024)).toBe(`200 ${JSON.stringify({ size: 900 * 1024 })}`);
});

it('refuses a body over 10 MB itself, in the same words, like nginx', async () => {
  expect(await post(MAX_API_BODY_BYTES + 1)).toBe(`413 ${TOO_LARGE}`);
}, 30_000);
