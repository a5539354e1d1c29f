import type { AppConfig } from '@vigil/contract/page-config';

export type { AppConfig };

const LINKS = ['support', 'docs', 'site', 'terms', 'privacy', 'installDocs'] as const;

function isWebUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * What is wrong with a would-be app config, one line per field; empty when it is usable. Written
 * out rather than a zod schema: the config is read before the first screen, and zod is not.
 */
export function appConfigProblems(value: unknown): string[] {
  if (!isRecord(value)) return ['the config is not a JSON object'];
  const problems: string[] = [];
  if (value.apiBase !== '' && !isWebUrl(value.apiBase))
    problems.push('apiBase: must be "" (same origin) or an http(s) URL');
  const links = isRecord(value.links) ? value.links : {};
  for (const name of LINKS)
    if (!isWebUrl(links[name])) problems.push(`links.${name}: must be an http(s) URL`);
  if (typeof value.google !== 'boolean') problems.push('google: must be true or false');
  return problems;
}

/** The config's own fields (unknown extra keys dropped), or the problems that make it unusable. */
export function readAppConfig(value: unknown): { config: AppConfig } | { problems: string[] } {
  const problems = appConfigProblems(value);
  if (problems.length > 0) return { problems };
  const { apiBase, links, google } = value as AppConfig;
  const ownLinks = Object.fromEntries(LINKS.map((name) => [name, links[name]]));
  return { config: { apiBase, links: ownLinks as AppConfig['links'], google } };
}
