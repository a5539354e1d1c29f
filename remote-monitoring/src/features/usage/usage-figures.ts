import type { Account, HomeMetrics } from '@vigil/contract';

export interface UsageFigure {
  label: string;
  used: number;
  /** The plan's allowance; 0 means unlimited (selfhost, product.md §9); null when not known. */
  allowed: number | null;
}

type Usage = Account['usage'];
type Limits = Account['limits'];

// The cards screens.md lists, in its order, with where each figure lives on the team account.
const PLAN_FIGURES: {
  label: string;
  used: keyof Omit<Usage, 'period_start'>;
  allowed: keyof Limits;
}[] = [
  { label: 'Sites', used: 'sites', allowed: 'sites_allowed' },
  { label: 'Scans', used: 'scans', allowed: 'scans_allowed' },
  { label: 'Tests', used: 'tests', allowed: 'tests_allowed' },
  { label: 'Case runs', used: 'caseruns', allowed: 'caseruns_allowed' },
  { label: 'Flow runs', used: 'flowruns', allowed: 'flowruns_allowed' },
  { label: 'Schedules', used: 'schedules', allowed: 'schedules_allowed' },
  { label: 'Monitors', used: 'monitors', allowed: 'monitors_allowed' },
];

/**
 * The usage cards from what the API answered: every plan figure when the team account loaded;
 * otherwise only the site count metrics/home gives (no card is made up from defaults).
 */
export function usageFigures(
  team: Account | undefined,
  metrics: HomeMetrics | undefined,
): UsageFigure[] {
  if (team) {
    return PLAN_FIGURES.map(({ label, used, allowed }) => ({
      label,
      // metrics/home counts the sites that exist now; prefer it over the period's counter.
      used: label === 'Sites' && metrics ? metrics.sites : team.usage[used],
      allowed: team.limits[allowed],
    }));
  }
  return metrics ? [{ label: 'Sites', used: metrics.sites, allowed: null }] : [];
}

/** "12 / 30", "12 / unlimited" or just "12". */
export function formatUsage({ used, allowed }: UsageFigure): string {
  if (allowed === null) return String(used);
  return `${used} / ${allowed === 0 ? 'unlimited' : allowed}`;
}

/** The usage period's length: the usage.reset job starts a new one every 30 days (server.md §2). */
export const USAGE_PERIOD_DAYS = 30;

/** When the period's counters (scans, tests, case runs, flow runs) go back to 0. */
export function usageResetsOn(periodStart: string): Date {
  return new Date(new Date(periodStart).getTime() + USAGE_PERIOD_DAYS * 24 * 60 * 60 * 1000);
}
