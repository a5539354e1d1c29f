/**
 * Shared's small-screen hook under this remote's older name, so a screen that still imports it
 * follows the same breakpoint as the host (one `matchMedia` query, not two copies of it).
 */
export { useSmallScreen as useBelowMd } from '@vigil/shared';
