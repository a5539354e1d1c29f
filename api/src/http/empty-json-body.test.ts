import { randomUUID } from 'node:crypto';
import { buildPath, endpoints, type Endpoint } from '@vigil/contract';
import { type Browser, withTeamApp } from '../../test/harness';

let browser: Browser;
let token: string;
withTeamApp((app) => ({ browser, token } = app));

/**
 * Rows that read no body: their schema lets a missing one through. curl (`-X DELETE -H
 * 'Content-Type: application/json'`) and many HTTP libraries send that header on every call, with
 * nothing after it; Fastify's parser refused such a call before the row ever saw it.
 */
const bodiless = (Object.entries(endpoints) as [string, Endpoint][]).filter(
  ([, endpoint]) => endpoint.body.safeParse(undefined).success,
);
const EMPTY_BODY_REFUSAL = /Body cannot be empty/i;

/** Calls a row as curl does: the admin's token, an empty body labelled JSON; `:id`s and `:slug`s made up. */
async function sendEmpty(endpoint: Endpoint, contentType = 'application/json') {
  const path = buildPath(endpoint.path, {
    id: randomUUID(),
    update_id: randomUUID(),
    slug: 'no-such-page',
  });
  return browser.call(endpoint.method, path, {
    token,
    headers: { 'content-type': contentType, 'content-length': '0' },
    body: '',
  });
}

describe('an empty body labelled application/json is no body', () => {
  it('the sweep covers the rows without a body, DELETEs and POSTs among them', () => {
    const methods = new Set(bodiless.map(([, endpoint]) => endpoint.method));
    expect(methods).toEqual(new Set(['GET', 'POST', 'DELETE']));
  });

  it.each(bodiless)(
    '%s takes the empty body as none (never a 400 about the body)',
    async (_name, endpoint) => {
      const answer = await sendEmpty(endpoint);
      expect(answer.status).toBeLessThan(500);
      expect(JSON.stringify(answer.body ?? '')).not.toMatch(EMPTY_BODY_REFUSAL);
      if (answer.status === 400) {
        // A 400 left may only be about the query or path, never the body.
        expect(answer.body).not.toMatchObject({ field: 'body' });
      }
    },
  );

  it('a row that needs a body still answers a clear 400 in the contract shape', async () => {
    const answer = await sendEmpty(endpoints.createSite);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ reason: 'body: A JSON body is required.', field: 'body' });
  });

  it('an auth row that needs a body answers in its own shape ({detail, <field>})', async () => {
    const answer = await sendEmpty(endpoints.changePassword);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      detail: 'body: A JSON body is required.',
      body: ['A JSON body is required.'],
    });
  });
});
