/** The history the page report shows, as its PDF does: the last 30 days. */
export const REPORT_HISTORY_DAYS = 30;
