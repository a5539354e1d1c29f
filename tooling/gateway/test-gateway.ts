import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startGateway, type Gateway, type GatewayOptions } from './gateway';

/** A test file's gateway, read once its `beforeAll` has run. */
export interface TestGateway {
  readonly url: string;
  /** The temporary folder the gateway serves from, removed after the file's tests. */
  readonly root: string;
}

/**
 * A gateway for a test file: `start` writes its fixtures into a fresh temporary folder and starts
 * it before the file's tests; after them it is closed and the folder removed.
 */
export function useGateway(name: string, start: (root: string) => Promise<Gateway>): TestGateway {
  let root = '';
  let gateway: Gateway | undefined;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), `vigil-${name}-`));
    gateway = await start(root);
  });
  afterAll(async () => {
    await gateway?.close();
    rmSync(root, { recursive: true, force: true });
  });
  return {
    get url() {
      return gateway!.url;
    },
    get root() {
      return root;
    },
  };
}

/** A test file's gateway with a stand-in API behind it. */
export interface TestGatewayOverApi extends TestGateway {
  readonly api: Server;
  readonly apiUrl: string;
}

/**
 * A gateway over a temporary folder with a stand-in API answering `api` behind it, both on ports
 * the OS picks; `options` (given the folder) change the gateway's, e.g. its time-outs.
 */
export function useGatewayOverApi(
  name: string,
  api: RequestListener,
  options: (root: string) => Partial<GatewayOptions> = () => ({}),
): TestGatewayOverApi {
  const server = createServer(api);
  let apiUrl = '';
  const gateway = useGateway(name, async (root) => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return startGateway({ port: 0, webDir: root, hostDir: root, apiUrl, ...options(root) });
  });
  afterAll(async () => {
    // A client a test left sending would otherwise hold the server open.
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  return Object.defineProperties(gateway, {
    api: { value: server },
    apiUrl: { get: () => apiUrl },
  }) as TestGatewayOverApi;
}
