import { join } from 'node:path';

/** The shell: exposes nothing, registers the remotes at runtime from /config/remotes.json. */
export const app = {
  name: 'host',
  title: 'Vigil',
  port: 3000,
  runtimePlugins: [
    join(__dirname, 'src', 'federation', 'lend-runtime-plugin.ts'),
    join(__dirname, 'src', 'federation', 'resilience-plugin.ts'),
  ],
};
