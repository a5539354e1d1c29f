import {
  buildPath,
  endpoints,
  type BodyOf,
  type EndpointName,
  type QueryOf,
  type ResponseOf,
} from '@vigil/contract';
import { serverError, usageError } from './io';

export interface Connection {
  /** The product's origin (API and screens are served on one origin). */
  url: string;
  key: string;
}

export interface CallArgs<N extends EndpointName> {
  params?: Record<string, string>;
  query?: Partial<QueryOf<N>>;
  body?: BodyOf<N>;
}

export type Call = <N extends EndpointName>(name: N, args?: CallArgs<N>) => Promise<ResponseOf<N>>;

/** What the API answered instead of success, as one line for the user. */
function refusal(status: number, answer: unknown, path: string): Error {
  const { reason, field, detail } = (answer ?? {}) as Record<string, unknown>;
  const said = typeof reason === 'string' ? reason : typeof detail === 'string' ? detail : '';
  if (status === 401)
    return usageError('the API key was refused: set VIGIL_API_KEY or run `vigil login`');
  if (status >= 500 || status === 429 || status === 0)
    return serverError(`the server answered ${status} to ${path}${said ? `: ${said}` : ''}`);
  if (status === 404) return usageError(`not found: ${path}`);
  const where = typeof field === 'string' ? ` (${field})` : '';
  return usageError(`${said || `refused with ${status}`}${where}`);
}

/**
 * One call of the endpoint table by its row's name: the path, method and answer's schema come
 * from the contract, so the CLI never writes a type or a path twice.
 */
export function apiClient(connection: Connection): Call {
  return async (name, args = {}) => {
    const row = endpoints[name];
    const path = buildPath(row.path, args.params);
    const target = new URL(path, connection.url);
    for (const [key, value] of Object.entries(args.query ?? {}))
      if (value !== undefined) target.searchParams.set(key, String(value));
    let response: Response;
    try {
      response = await fetch(target, {
        method: row.method,
        headers: {
          authorization: `Token ${connection.key}`,
          accept: 'application/json',
          ...(args.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: args.body === undefined ? null : JSON.stringify(args.body),
      });
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      throw serverError(
        `cannot reach ${connection.url}: ${cause?.code ?? cause?.message ?? String(error)}`,
      );
    }
    const text = await response.text();
    let answer: unknown = null;
    try {
      answer = text ? JSON.parse(text) : null;
    } catch {
      if (response.ok) throw serverError(`${path} did not answer JSON (is VIGIL_URL Vigil?)`);
    }
    if (!response.ok) throw refusal(response.status, answer, path);
    const parsed = row.response.safeParse(answer);
    if (!parsed.success) throw serverError(`${path} answered in a shape this CLI does not know`);
    return parsed.data as ResponseOf<typeof name>;
  };
}
