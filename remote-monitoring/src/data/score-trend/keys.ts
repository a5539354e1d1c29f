/** Query keys of score trends (average score per UTC day) of a site or a page. */
export const scoreTrendKeys = {
  all: ['score-trend'] as const,
  site: (siteId: string, days: number) => [...scoreTrendKeys.all, 'site', siteId, days] as const,
  page: (pageId: string, days: number) => [...scoreTrendKeys.all, 'page', pageId, days] as const,
};
