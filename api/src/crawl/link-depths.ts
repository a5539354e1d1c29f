/**
 * Breadth-first link depth of the kept pages from the root's document: the fewest clicks from
 * the root, whatever order the crawl read them in (a sitemap may list deep pages first).
 * `links` holds each kept page's canonical links; `pageOf` the page a URL ends at (redirects,
 * aliases).
 */
export function linkDepths(
  rootDocument: string,
  links: Map<string, string[]>,
  pageOf: (url: string) => string,
  kept: Set<string>,
): Map<string, number> {
  const depths = new Map([[rootDocument, 0]]);
  const frontier = [rootDocument];
  for (let at = 0; at < frontier.length; at += 1) {
    const page = frontier[at]!;
    for (const link of links.get(page) ?? []) {
      const target = pageOf(link);
      if (!kept.has(target) || depths.has(target)) continue;
      depths.set(target, depths.get(page)! + 1);
      frontier.push(target);
    }
  }
  return depths;
}
