/** Query keys of background processes (crawls, case generation). */
export const processKeys = {
  all: ['processes'] as const,
  latestCrawl: (siteId: string) => [...processKeys.all, 'latest-crawl', siteId] as const,
};
