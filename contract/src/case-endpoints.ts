import { endpoint, idParams } from './endpoint';
import { listOf, okSchema, pageQuerySchema } from './common';
import * as ops from './ops';

/**
 * Writing cases (by hand or from a Playwright file) and the team's secrets they type (issue 14).
 * Contributors write and delete cases like they run them; secrets are managed by admins (they are
 * the credentials of the customer's site, team configuration like members and billing), and
 * every member may list their names to use them in steps.
 */
export const caseEndpoints = {
  /** A recorded case; `site` must be the team's. */
  createCase: endpoint({
    method: 'POST',
    path: '/v1/ops/case',
    access: 'member',
    status: 201,
    body: ops.caseCreateBodySchema,
    response: ops.caseSchema,
  }),
  /** Parses a Playwright test file (runs nothing) into a recorded case, listing lines it skipped. */
  importCase: endpoint({
    method: 'POST',
    path: '/v1/ops/case/import',
    access: 'member',
    status: 201,
    body: ops.caseImportBodySchema,
    response: ops.caseImportResultSchema,
  }),
  updateCase: endpoint({
    method: 'PATCH',
    path: '/v1/ops/case/:id',
    access: 'member',
    params: idParams,
    body: ops.caseUpdateBodySchema,
    response: ops.caseSchema,
  }),
  /** Deletes the case with its runs and their screenshots. */
  deleteCase: endpoint({
    method: 'DELETE',
    path: '/v1/ops/case/:id',
    access: 'member',
    params: idParams,
    response: okSchema,
  }),
  /** Names and times only, never a value. */
  listSecrets: endpoint({
    method: 'GET',
    path: '/v1/ops/secret',
    access: 'member',
    query: pageQuerySchema,
    response: listOf(ops.secretSchema),
  }),
  /** Creates the secret or replaces the value of the one of that name; answers without it. */
  putSecret: endpoint({
    method: 'POST',
    path: '/v1/ops/secret',
    access: 'admin',
    body: ops.secretPutBodySchema,
    response: ops.secretSchema,
  }),
  deleteSecret: endpoint({
    method: 'DELETE',
    path: '/v1/ops/secret/:id',
    access: 'admin',
    params: idParams,
    response: okSchema,
  }),
};
