import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { createAppConfig } from './create-config';
import { loadApp } from './load-app';

/**
 * `pnpm dev` in an app folder: the app alone on its own port, for its team. API calls (/v1) and
 * the runtime config (/config) are proxied to the gateway of `npm start` (VIGIL_GATEWAY_URL).
 */
async function main() {
  const app = await loadApp(process.argv[2] ?? '.');
  const gateway = process.env.VIGIL_GATEWAY_URL ?? 'http://127.0.0.1:8080';
  const port = Number(process.env.PORT ?? app.port);
  const server = new WebpackDevServer(
    {
      port,
      host: '127.0.0.1',
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/v1', '/config', '/remotes'], target: gateway, changeOrigin: true }],
    },
    webpack(createAppConfig(app, 'development')),
  );
  await server.start();
  console.log(`[dev] ${app.name} on http://127.0.0.1:${port} (API and config via ${gateway})`);
}

void main();
