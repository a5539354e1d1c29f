import { z } from 'zod';
import { endpoint } from './endpoint';

/** An OpenAPI 3.1 document: only what a client reads first is named, the rest passes as it is. */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});

/** The API describing itself (api/src/openapi/): generated from this table, once per process. */
export const docsEndpoints = {
  getOpenApi: endpoint({
    method: 'GET',
    path: '/v1/openapi.json',
    access: 'public',
    response: openApiDocumentSchema,
  }),
};
