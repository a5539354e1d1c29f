/** Query keys of schedules. */
export const scheduleKeys = {
  all: ['schedules'] as const,
  list: (page: number) => [...scheduleKeys.all, 'list', page] as const,
  /** The first 100 schedules, for the panels that show the ones covering a site or page. */
  every: () => [...scheduleKeys.all, 'every'] as const,
  preview: (body: unknown) => [...scheduleKeys.all, 'preview', body] as const,
};
