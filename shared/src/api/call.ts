import {
  type BodyOf,
  CONTRACT_VERSION_HEADER,
  type EndpointName,
  type Endpoints,
  type QueryOf,
  type ResponseOf,
  buildPath,
  endpointPaths,
} from '@vigil/contract';
import type { AxiosRequestConfig } from 'axios';
import type { z } from 'zod';
import { getRuntimeConfig } from '../config/runtime-config';
import { afterNextFrame } from '../lazy/after-next-frame';
import { loadClient } from './api-access';
import { checkedAnswer, checkedWithOwnContract } from './checked-answer';
import { takeEarlyAnswer } from './early-calls';

/** Path parameters of an endpoint (`{id}` for `/v1/ops/site/:id`). */
export type ParamsOf<N extends EndpointName> = z.input<Endpoints[N]['params']>;

/** What `call()` sends: path parameters, query string and JSON body. */
export interface CallInput<N extends EndpointName> {
  params?: ParamsOf<N>;
  query?: QueryOf<N>;
  body?: BodyOf<N>;
}

/** One request over HTTP (the default transport of `call`). */
async function callOverHttp<N extends EndpointName>(
  name: N,
  input: CallInput<N> = {},
  config: AxiosRequestConfig = {},
): Promise<ResponseOf<N>> {
  // A GET sent at start-up for this very call (early-calls.ts) answers it: no second request.
  const early = Object.keys(config).length === 0 ? takeEarlyAnswer(name, input) : undefined;
  const earlyBody = early && (await early);
  // A call waits for the frame being drawn to reach the display (see afterNextFrame) before it
  // loads anything, so that the HTTP client or the contract never holds the screen back. An early
  // answer the API checked with this build's contract needs neither: the screen draws it at once.
  if (!earlyBody || !checkedWithOwnContract(earlyBody.contractVersion)) await afterNextFrame();
  if (earlyBody) return checkedAnswer(name, earlyBody.data, earlyBody.contractVersion);
  const request: AxiosRequestConfig = {
    ...config,
    url: buildPath(endpointPaths[name], input.params as Record<string, string> | undefined),
    params: input.query,
    data: input.body,
  };
  const { api, endpointMethod } = await loadClient();
  const response = await api.request<unknown>({ ...request, method: endpointMethod(name) });
  return checkedAnswer(name, response.data, response.headers[CONTRACT_VERSION_HEADER]);
}

type Transport = typeof callOverHttp;
let transport: Transport = callOverHttp;

/**
 * Calls an endpoint of the contract table through `api` and returns its response, checked
 * against the contract's response schema (a mismatch throws instead of spreading bad data), by the
 * API when it names this build's contract, else here (checked-answer.ts).
 * `config` passes per-request axios options (e.g. `signal`, `headers`).
 */
export const call: Transport = (...args) => transport(...args);

/**
 * Where `call` sends requests; null restores HTTP. Only the test kit uses it (shared-mock), so
 * that shared's own query hooks answer from the same mock as the apps' `call`.
 */
export function setCallTransport(next: Transport | null): void {
  transport = next ?? callOverHttp;
}

/**
 * The absolute URL of an endpoint, for the browser to go to rather than call (the Google sign-in
 * start is a redirect chain, not a JSON answer). An app gets it here instead of importing the
 * endpoint table: the table brings every schema, and with them zod, into the app's own bundle.
 * It reads the paths alone (`endpointPaths`), so it works before the contract has loaded.
 */
export function endpointUrl<N extends EndpointName>(name: N, params?: ParamsOf<N>): string {
  const path = buildPath(endpointPaths[name], params as Record<string, string> | undefined);
  return `${getRuntimeConfig().apiBase}${path}`;
}
