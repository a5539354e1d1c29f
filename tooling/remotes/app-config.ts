import { existsSync } from 'node:fs';
import type { AppConfig } from '@vigil/contract/page-config';
import { defaultWebDir, readJson, webPaths, writeJsonAtomic } from './web-root';

// Placeholders on the reserved .example domain: real addresses come from the environment.
export const DEFAULT_APP_CONFIG: AppConfig = {
  apiBase: '',
  links: {
    support: 'https://vigil.example/support',
    docs: 'https://docs.vigil.example',
    site: 'https://vigil.example',
    terms: 'https://vigil.example/terms',
    privacy: 'https://vigil.example/privacy',
    installDocs: 'https://docs.vigil.example/self-host/install',
  },
  google: false,
};

const LINK_ENV: Record<keyof AppConfig['links'], string> = {
  support: 'VIGIL_LINK_SUPPORT',
  docs: 'VIGIL_LINK_DOCS',
  site: 'VIGIL_LINK_SITE',
  terms: 'VIGIL_LINK_TERMS',
  privacy: 'VIGIL_LINK_PRIVACY',
  installDocs: 'VIGIL_LINK_INSTALL_DOCS',
};

/**
 * Writes config/app.json: keeps what an operator already wrote, fills missing keys with defaults
 * and applies VIGIL_API_BASE, VIGIL_GOOGLE (true/false) and VIGIL_LINK_* from the environment.
 */
export function writeAppConfig(
  options: { webDir?: string; env?: NodeJS.ProcessEnv } = {},
): AppConfig {
  const env = options.env ?? process.env;
  const file = webPaths(options.webDir ?? defaultWebDir()).app;
  const existing = readJson<Partial<AppConfig>>(file, {});
  const config: AppConfig = {
    apiBase: env.VIGIL_API_BASE ?? existing.apiBase ?? DEFAULT_APP_CONFIG.apiBase,
    links: { ...DEFAULT_APP_CONFIG.links, ...existing.links },
    google: env.VIGIL_GOOGLE
      ? env.VIGIL_GOOGLE === 'true'
      : (existing.google ?? DEFAULT_APP_CONFIG.google),
  };
  for (const [key, variable] of Object.entries(LINK_ENV) as [keyof AppConfig['links'], string][]) {
    const value = env[variable];
    if (value) config.links[key] = value;
  }
  if (!existsSync(file) || JSON.stringify(existing) !== JSON.stringify(config)) {
    writeJsonAtomic(file, config);
  }
  return config;
}
