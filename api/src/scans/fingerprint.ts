import { createHash, randomBytes } from 'node:crypto';
import type { SsrfGuard } from '../net/guard';
import { fetchOnce, safeFetch } from '../net/safe-fetch';

/**
 * What a capture saw of a page, so the next scan can tell cheaply whether the page changed
 * (issue 44): its HTML, fetched just before the capture (so a change made during the capture is
 * seen next time), and the same-origin sub-resources the browser loaded for it.
 */
export interface Fingerprint {
  /** The page's HTML: where it ended (redirects), its status and the SHA-256 of its body. */
  document: DocumentPrint | null;
  resources: ResourcePrint[];
  /** false: the page loaded more same-origin resources than are recorded; never vouched for. */
  complete: boolean;
  /** The selectors hidden before the screenshot (the page's test settings) at that capture. */
  hide: string[];
}

export interface DocumentPrint {
  url: string;
  status: number;
  sha256: string;
}

/** A stylesheet, script, image, font or GET the page's scripts made, on the page's origin. */
export interface ResourcePrint {
  url: string;
  /** Set when it was not 200 (a missing image): then only the status is compared. */
  status?: number;
  etag: string | null;
  last_modified: string | null;
  /** null when the body was too large to hash or could not be read. */
  sha256: string | null;
}

/** How many resources are compared at once, and the most a fingerprint records. */
const PARALLEL = 6;
export const MAX_RESOURCES = 100;

export const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** The page's HTML as it is now (a full GET: a server's 304 is never trusted for the page). */
export async function documentPrint(guard: SsrfGuard, url: string): Promise<DocumentPrint | null> {
  try {
    const { response } = await safeFetch(guard, url);
    return { url: response.url, status: response.status, sha256: sha256(response.body) };
  } catch {
    return null; // Unreachable now: the capture says why.
  }
}

export const sameDocument = (a: DocumentPrint | null, b: DocumentPrint | null) =>
  a !== null && b !== null && a.url === b.url && a.status === b.status && a.sha256 === b.sha256;

/**
 * Whether a server answers 304 to validators that match nothing (some always do): its 304s then
 * prove nothing, and every resource of it is fetched whole and hashed instead.
 */
async function answers304Blindly(guard: SsrfGuard, resource: ResourcePrint) {
  const bogus = `"vigil-${randomBytes(8).toString('hex')}"`;
  const headers: Record<string, string> = resource.etag
    ? { 'if-none-match': bogus }
    : { 'if-modified-since': 'Thu, 01 Jan 1970 00:00:01 GMT' };
  const response = await fetchOnce(guard, resource.url, undefined, 'GET', undefined, headers);
  return response.status === 304;
}

async function resourceUnchanged(guard: SsrfGuard, resource: ResourcePrint, trust304: boolean) {
  const headers: Record<string, string> = {};
  if (trust304 && resource.etag) headers['if-none-match'] = resource.etag;
  if (trust304 && resource.last_modified) headers['if-modified-since'] = resource.last_modified;
  if (resource.status !== undefined) {
    const response = await fetchOnce(guard, resource.url);
    return response.status === resource.status;
  }
  const response = await fetchOnce(guard, resource.url, undefined, 'GET', undefined, headers);
  if (response.status === 304) return Object.keys(headers).length > 0;
  // A new ETag over the same bytes (a redeploy of identical files) is no change.
  return response.status === 200 && resource.sha256 === sha256(response.body);
}

/**
 * The first recorded resource that is not the same any more (changed, gone, unreachable), or
 * null when every one is unchanged: a conditional GET each (304 = unchanged), or a whole GET
 * compared by hash where the resource had no validators or its server's 304s prove nothing.
 */
export async function changedResource(
  guard: SsrfGuard,
  resources: ResourcePrint[],
): Promise<string | null> {
  const validated = resources.find((resource) => resource.etag || resource.last_modified);
  const trust304 = validated
    ? !(await answers304Blindly(guard, validated).catch(() => true))
    : false;
  for (let start = 0; start < resources.length; start += PARALLEL) {
    const batch = resources.slice(start, start + PARALLEL);
    const unchanged = await Promise.all(
      batch.map((resource) => resourceUnchanged(guard, resource, trust304).catch(() => false)),
    );
    const index = unchanged.indexOf(false);
    if (index >= 0) return batch[index]!.url;
  }
  return null;
}
