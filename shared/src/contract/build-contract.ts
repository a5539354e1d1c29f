import { CONTRACT_PARTS } from '@vigil/contract/parts';
import { nextTask } from '../lazy/next-task';

/**
 * Builds the contract a module per task (CONTRACT_PARTS), then gives what lazy-contract.ts
 * exports: the page stays responsive while about a thousand schemas are made, instead of one
 * long task after the first screen's paint (issue 18). In the "contract" chunk with them, so the
 * host's start-up carries none of it.
 */
export async function buildContract() {
  for (const part of CONTRACT_PARTS) {
    await part();
    await nextTask();
  }
  return import(/* webpackChunkName: "contract" */ './lazy-contract');
}
