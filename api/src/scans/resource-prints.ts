import type { Page, Request } from 'playwright-core';
import { MAX_RESOURCES, sha256, type ResourcePrint } from './fingerprint';

/** Bodies larger than this are not hashed (their validators still count). */
const MAX_HASHED_BYTES = 2 * 1024 * 1024;

async function printOf(request: Request): Promise<ResourcePrint | null> {
  const response = await request.response();
  if (!response) return null;
  const headers = await response.allHeaders();
  const status = response.status();
  const size = Number(headers['content-length'] ?? 0);
  const body = status === 200 && size <= MAX_HASHED_BYTES ? await response.body() : null;
  return {
    url: request.url(),
    ...(status === 200 ? {} : { status }),
    etag: headers.etag ?? null,
    last_modified: headers['last-modified'] ?? null,
    sha256: body && body.length <= MAX_HASHED_BYTES ? sha256(body) : null,
  };
}

/**
 * Records the same-origin sub-resources a page loads during a capture (stylesheets, scripts,
 * images, fonts, frames, and GETs its scripts make), each with its validators and the hash of
 * its body, for the next scan's cheap check (fingerprint.ts). Other origins are left out: a
 * third-party script or analytics call changes for reasons that are not the page's.
 */
export function watchResources(page: Page) {
  const seen = new Map<string, Promise<ResourcePrint | null>>();
  let partial = false;
  page.on('requestfinished', (request) => {
    if (request.method() !== 'GET') return;
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) return;
    const url = request.url();
    if (seen.has(url) || !url.startsWith('http')) return;
    if (new URL(url).origin !== new URL(page.url()).origin) return;
    if (seen.size >= MAX_RESOURCES) partial = true;
    else
      seen.set(
        url,
        // A resource that could not be read leaves the fingerprint partial: never vouched for.
        printOf(request).catch(() => {
          partial = true;
          return null;
        }),
      );
  });
  return {
    /** The resources seen so far; `complete` false past MAX_RESOURCES or one unread. */
    async prints(): Promise<{ resources: ResourcePrint[]; complete: boolean }> {
      const prints = await Promise.all(seen.values());
      return {
        resources: prints.filter((print): print is ResourcePrint => print !== null),
        complete: !partial,
      };
    },
  };
}
