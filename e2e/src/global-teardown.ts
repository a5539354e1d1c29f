import { stopShared } from './shared-stack-handle';

/** Stops the stack global-setup started for the run's journeys. */
export default async function globalTeardown() {
  await stopShared();
}
