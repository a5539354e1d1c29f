import { configure } from '@testing-library/dom';

/**
 * findBy* and waitFor wait on a condition; their 1 s default limit is a guess about the machine's
 * speed, and `npm test` runs the component tests beside Chromium work on two cores (decision
 * 015), where a lazy screen's first render took longer. The condition still has to come true;
 * only the limit on how long it may take moves. Called by the browser packages' Jest setup.
 */
export function waitOnConditionsUpTo5Seconds() {
  configure({ asyncUtilTimeout: 5_000 });
}
