import { createSsrfGuard, type SsrfGuard } from '../src/net/guard';
import { crawlSite, type Finding } from '../src/crawl/crawler';
import type { Rendered } from '../src/crawl/visit';

/** The guard crawler tests use: loopback allowed, the way the operator allows it. */
export const loopbackGuard = createSsrfGuard('127.0.0.1');

export interface InMemoryCrawl {
  siteUrl: string;
  limit: number;
  /** See CrawlInput's: fewer checks before the 50-per-page rule takes over. */
  resourceFloor?: number;
  /** Stored pages before the crawl (default: the root alone). */
  knownPages?: string[];
  guard?: SsrfGuard;
  render?: (url: string) => Promise<Rendered>;
}

/**
 * A crawl whose stores are arrays (test helper): the pages as the database would hold them
 * afterwards (a moved page replaced or removed, like the job's UPDATE / DELETE; a folded one
 * an alias), the aliases (alias → page), the findings, and the progress reported.
 */
export async function crawlInMemory(options: InMemoryCrawl) {
  const knownPages = options.knownPages ?? [options.siteUrl];
  const pages = [...knownPages];
  const aliases = new Map<string, string>();
  const progress: number[] = [];
  const findings = await crawlSite(
    {
      siteUrl: options.siteUrl,
      knownPages,
      limit: options.limit,
      resourceFloor: options.resourceFloor,
    },
    {
      guard: options.guard ?? loopbackGuard,
      addPages: async (urls) => void pages.push(...urls),
      movePage: async (from, to) => {
        const at = pages.indexOf(from);
        if (pages.includes(to)) pages.splice(at, 1);
        else pages[at] = to;
      },
      foldPage: async ({ from, into }) => {
        const at = pages.indexOf(from);
        if (at !== -1 && pages.includes(into)) pages.splice(at, 1);
        else if (at !== -1) pages[at] = into;
        for (const [alias, page] of aliases) if (page === from) aliases.set(alias, into);
        aliases.delete(into);
        aliases.set(from, into);
      },
      progress: async (percent) => void progress.push(percent),
      ...(options.render ? { render: options.render } : {}),
    },
  );
  return { pages, aliases, findings, progress };
}

/**
 * crawlInMemory with each page rendered in Chromium by the crawl job's renderer (closed after):
 * the crawl as it meets sites whose links or address a script makes. Imported when called, so
 * the suites that never render do not load it.
 */
export async function crawlRendered(options: Omit<InMemoryCrawl, 'render'>) {
  const { createRenderer } = await import('../src/crawl/render');
  const renderer = createRenderer(options.guard ?? loopbackGuard);
  try {
    return await crawlInMemory({ ...options, render: (url) => renderer.render(url) });
  } finally {
    await renderer.close();
  }
}

/** Findings in a stable order, for whole-list assertions. */
export const sortFindings = (findings: Finding[]) =>
  [...findings].sort((a, b) =>
    `${a.kind}${a.url}${a.referrer}`.localeCompare(`${b.kind}${b.url}${b.referrer}`),
  );
