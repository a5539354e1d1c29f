import { buildAllApps } from '@vigil/tooling/webpack/build-all';

/** The journeys run against production builds of the current code (E2E_SKIP_BUILD=1 reuses dist/). */
export default function globalSetup() {
  if (process.env.E2E_SKIP_BUILD !== '1') buildAllApps();
}
