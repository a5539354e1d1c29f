import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './stack';

const APPS = ['host', 'remote-auth', 'remote-onboarding', 'remote-billing', 'remote-monitoring'];
const URL_PREFIX: Record<string, string> = {
  host: '/',
  'remote-auth': '/remotes/auth/',
  'remote-onboarding': '/remotes/onboarding/',
  'remote-billing': '/remotes/billing/',
  'remote-monitoring': '/remotes/monitoring/',
};

interface Manifest {
  shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

/**
 * Every build carries its own fallback copy of each shared package; the manifests say which files
 * those are. Given the URLs a page fetched, tells which builds' copies of `pkg` were downloaded.
 */
export function copiesFetched(pkg: string, urls: string[]) {
  const fetched: { app: string; url: string }[] = [];
  for (const app of APPS) {
    const manifest = JSON.parse(
      readFileSync(join(repoRoot, app, 'dist', 'mf-manifest.json'), 'utf8'),
    ) as Manifest;
    const files = manifest.shared
      .filter((s) => s.name === pkg)
      .flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async]);
    for (const url of urls) {
      const { pathname } = new URL(url);
      if (!pathname.startsWith(URL_PREFIX[app]!)) continue;
      if (app === 'host' && pathname.startsWith('/remotes/')) continue;
      if (files.some((file) => pathname.endsWith(`/${file}`))) fetched.push({ app, url });
    }
  }
  return fetched;
}
