import type { Visit } from './visit';

/**
 * A redirect, a broken link or a broken sub-resource, with a page that links to (or loads) it
 * ('' = the site itself or a given page).
 */
export interface Finding {
  kind: 'redirect' | 'broken' | 'resource';
  url: string;
  referrer: string;
  status: number | null;
  location: string | null;
  /** Where a redirect chain ends (the last Location followed); null for broken links. */
  finalUrl: string | null;
  error: string | null;
}

const isBroken = (visit: Visit) => visit.error !== null || (visit.status ?? 0) >= 400;

/** The redirects and broken links of the crawl's requests, once per page linking to them. */
export function linkFindings(visits: Visit[], referrers: Map<string, Set<string>>): Finding[] {
  const findings: Finding[] = [];
  for (const result of visits) {
    for (const referrer of referrers.get(result.url) ?? ['']) {
      for (const hop of result.hops) {
        findings.push({
          kind: 'redirect',
          url: hop.from,
          referrer,
          status: hop.status,
          location: hop.to,
          finalUrl: result.hops.at(-1)!.to,
          error: null,
        });
      }
      if (isBroken(result)) {
        const url = result.hops.at(-1)?.to ?? result.url;
        findings.push({
          kind: 'broken',
          url,
          referrer,
          status: result.status,
          location: null,
          finalUrl: null,
          error: result.error,
        });
      }
    }
  }
  return findings;
}

/**
 * The broken sub-resources, once per page using them, named as the pages write them (a
 * stylesheet redirecting to a 404 is that stylesheet, ending at `finalUrl`).
 */
export function resourceFindings(checks: Visit[], usedBy: Map<string, Set<string>>): Finding[] {
  return checks.filter(isBroken).flatMap((check) =>
    [...(usedBy.get(check.url) ?? [])].map((page) => ({
      kind: 'resource' as const,
      url: check.url,
      referrer: page,
      status: check.status,
      location: null,
      finalUrl: check.hops.at(-1)?.to ?? null,
      error: check.error,
    })),
  );
}
