/** Query keys of the score trends; 'score-trend' keeps them apart from other features'. */
export const scoreTrendKeys = {
  all: ['score-trend'] as const,
  site: (siteId: string, days: number) => [...scoreTrendKeys.all, 'site', siteId, days] as const,
};
