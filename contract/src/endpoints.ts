import type { z } from 'zod';
import { authEndpoints } from './auth-endpoints';
import { billingEndpoints } from './billing-endpoints';
import { caseEndpoints } from './case-endpoints';
import { docsEndpoints } from './docs-endpoints';
import { migrationEndpoints } from './migration-endpoints';
import { opsEndpoints } from './ops-endpoints';
import { scheduleEndpoints } from './schedule-endpoints';
import { siteEndpoints } from './site-endpoints';
import { flowEndpoints } from './flow-endpoints';
import { uptimeEndpoints } from './uptime-endpoints';
import { incidentUpdateEndpoints } from './uptime-incident-updates';
import { maintenanceEndpoints } from './uptime-maintenance';
import { uptimeStatsEndpoints } from './uptime-stats';

export type { Access, Endpoint, HttpMethod } from './endpoint';

/**
 * Every call of product.md §7 (and those of server.md §5 already served), in one table built
 * from one file per area.
 */
export const endpoints = {
  ...authEndpoints,
  ...siteEndpoints,
  ...opsEndpoints,
  ...billingEndpoints,
  ...scheduleEndpoints,
  ...flowEndpoints,
  ...caseEndpoints,
  ...migrationEndpoints,
  ...docsEndpoints,
  ...uptimeEndpoints,
  ...incidentUpdateEndpoints,
  ...maintenanceEndpoints,
  ...uptimeStatsEndpoints,
};

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export type BodyOf<N extends EndpointName> = z.input<Endpoints[N]['body']>;
export type QueryOf<N extends EndpointName> = z.input<Endpoints[N]['query']>;
export type ResponseOf<N extends EndpointName> = z.infer<Endpoints[N]['response']>;

/** Auth endpoints answer errors as `{detail}`, the rest as `{reason}` (server.md §1). */
export function errorStyleFor(path: string): 'detail' | 'reason' {
  return path.startsWith('/v1/auth/') ? 'detail' : 'reason';
}

// Screens' href builders use it too; its own file keeps the route table free of zod.
export { buildPath } from './fill-path';
