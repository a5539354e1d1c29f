import { type AppConfig, readAppConfig } from './app-config-check';
import { readInlineConfig } from './inline-config';

export type { AppConfig } from './app-config-check';

/** Where the deployment's settings are served; fetched fresh so a change needs no rebuild. */
export const RUNTIME_CONFIG_URL = '/config/app.json';

// Same-origin API and placeholder links: the app still works, outbound links say "example".
const DEFAULT_CONFIG: AppConfig = Object.freeze({
  apiBase: '',
  links: Object.freeze({
    support: 'https://vigil.example/support',
    docs: 'https://docs.vigil.example/',
    site: 'https://vigil.example/',
    terms: 'https://vigil.example/terms',
    privacy: 'https://vigil.example/privacy',
    installDocs: 'https://docs.vigil.example/selfhost/install',
  }),
  google: false,
});

let current: AppConfig = DEFAULT_CONFIG;

/**
 * The configuration the page arrived with (inlined by the gateway, read per request so no round
 * trip is needed), else /config/app.json fetched and validated (no cache). On any failure it logs
 * why and returns the defaults, so a missing or broken file never blocks start-up. The result is
 * kept for `getRuntimeConfig()`.
 */
export async function loadRuntimeConfig(): Promise<AppConfig> {
  const inline = readInlineConfig().app;
  if (inline != null) {
    const read = readAppConfig(inline);
    if ('config' in read) return (current = read.config);
    console.warn('The inline app config is invalid, fetching it:', read.problems.join('; '));
  }
  try {
    const response = await fetch(RUNTIME_CONFIG_URL, { cache: 'no-store' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const read = readAppConfig(await response.json());
    if ('problems' in read) throw new Error(read.problems.join('; '));
    current = read.config;
  } catch (error) {
    console.warn(`${RUNTIME_CONFIG_URL} unusable, using defaults:`, error);
    current = DEFAULT_CONFIG;
  }
  return current;
}

/** The configuration loaded by `loadRuntimeConfig()`, or the defaults before that. */
export function getRuntimeConfig(): AppConfig {
  return current;
}
