import type { IncidentUpdateStatus } from '@vigil/contract';

/** The status words the team picks from, as its users read them on the status page. */
export const UPDATE_STATUS_WORDS: Record<IncidentUpdateStatus, string> = {
  investigating: 'Investigating',
  identified: 'Identified',
  monitoring: 'Monitoring',
  resolved: 'Resolved',
};
