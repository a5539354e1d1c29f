import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { toPlaywrightSpec, type Case } from '@vigil/contract';
import type { VigilConfig } from './config-schema';
import { scheduleAsConfig } from './schedules';
import { urlKey, type RemoteState } from './state';

/** A page as the file writes it: from the site's root when on its origin. */
function pageEntry(siteUrl: string, pageUrl: string): string {
  const site = new URL(siteUrl);
  const page = new URL(pageUrl);
  return page.origin === site.origin ? `${page.pathname}${page.search}` : pageUrl;
}

function slugs() {
  const used = new Set<string>();
  return (title: string) => {
    const base =
      title
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')
        .slice(0, 60) || 'case';
    let slug = base;
    for (let n = 2; used.has(slug); n += 1) slug = `${base}-${n}`;
    used.add(slug);
    return slug;
  };
}

export interface Pulled {
  config: VigilConfig;
  /** Case files to write, by path from the config file's folder. */
  files: Map<string, string>;
}

/** The team's setup as a config file and its cases as Playwright files. */
export function toConfig(remote: RemoteState, casesDir: string): Pulled {
  const siteUrlOf = new Map(remote.sites.map(({ site }) => [site.id, site.site_url]));
  const slug = slugs();
  const files = new Map<string, string>();
  const cases = remote.cases
    .filter((c): c is Case & { site: string } => c.site !== null && siteUrlOf.has(c.site))
    .map((c) => {
      const site = siteUrlOf.get(c.site)!;
      const file = `${casesDir}/${slug(c.title)}.spec.ts`;
      files.set(file, toPlaywrightSpec(c, site));
      return { file, site, title: c.title };
    });
  const config: VigilConfig = {
    sites: remote.sites.map(({ site, pages }) => ({
      url: site.site_url,
      pages: pages
        .filter((page) => urlKey(page.page_url) !== urlKey(site.site_url))
        .map((page) => pageEntry(site.site_url, page.page_url)),
    })),
    alerts: remote.alerts.map(({ name, expressions, actions }) => ({ name, expressions, actions })),
    cases,
    // A page-scoped schedule has no words in the file yet: left out (the screens keep it).
    schedules: remote.schedules.flatMap((schedule) => scheduleAsConfig(schedule, remote) ?? []),
  };
  return { config, files };
}

/** Writes the config and its case files; answers the paths written, from `cwd`. */
export function writePulled(cwd: string, out: string, pulled: Pulled): string[] {
  const file = resolve(cwd, out);
  const written = [file];
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(pulled.config, null, 2)}\n`);
  for (const [path, source] of pulled.files) {
    const target = join(dirname(file), path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, source);
    written.push(target);
  }
  return written.map((path) => relative(cwd, path));
}

export const exists = existsSync;
