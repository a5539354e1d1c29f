import { endpoints, type Endpoint, type EndpointName, type Endpoints } from '@vigil/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { ResolveCaller, TeamCaller } from './caller';
import type { HandlerResult } from './pagination';
import { route } from './route';

/** A contract row by name; `never` (a type error at the caller) when the contract has none. */
type Row<Name extends string> = Name extends EndpointName ? Endpoints[Name] : never;
type Answer<Name extends string> = Promise<HandlerResult<Row<Name>['response']>>;
type Query<Name extends string> = z.output<Row<Name>['query']>;
type Body<Name extends string> = z.output<Row<Name>['body']>;

/**
 * What a team's resource offers: every call scoped to the caller's team, the last arguments what
 * the caller may see (`View`, none for most).
 */
export interface ResourceService<One extends string, Many extends string, View extends unknown[]> {
  list(accountId: string, query: Query<`list${Many}`>, ...view: View): Answer<`list${Many}`>;
  create(accountId: string, body: Body<`create${One}`>, ...view: View): Answer<`create${One}`>;
  get(accountId: string, id: string, ...view: View): Answer<`get${One}`>;
  update(
    accountId: string,
    id: string,
    body: Body<`update${One}`>,
    ...view: View
  ): Answer<`update${One}`>;
  remove(accountId: string, id: string): Answer<`delete${One}`>;
}

/** What every row's handler reads here; the row's own schemas checked it in `route()`. */
interface RowInput {
  caller: TeamCaller;
  params: { id: string };
  query: never;
  body: never;
}

type Verb = keyof ResourceService<string, string, []>;
const VERBS: Verb[] = ['list', 'create', 'get', 'update', 'remove'];

/**
 * Registers the rows of a team's resource, named by the contract's convention: `list<Many>`,
 * `create<One>`, `get<One>`, `update<One>` and `delete<One>` (`['Alert', 'Alerts']`), or those of
 * them `only` names. Each passes the caller's team, and `view(caller)` where the answer depends on
 * who asks.
 */
export function resourceRoutes<
  One extends string,
  Many extends string,
  View extends unknown[],
  Only extends Verb = Verb,
>(
  app: FastifyInstance,
  callers: ResolveCaller,
  [one, many]: [One, Many],
  service: Pick<ResourceService<One, Many, View>, Only>,
  {
    view = () => [] as unknown[] as View,
    only = VERBS as Only[],
  }: {
    view?: (caller: TeamCaller) => View;
    only?: Only[];
  } = {},
) {
  // Every verb's handler, typed loosely: the service's signature was checked at the call.
  const rows = service as unknown as ResourceService<One, Many, View>;
  const register = (verb: Verb, name: string, handler: (input: RowInput) => Promise<unknown>) => {
    if (!(only as Verb[]).includes(verb)) return;
    const row = (endpoints as Record<string, Endpoint>)[name];
    if (!row) throw new Error(`the contract has no row ${name}`);
    route(app, callers, row, handler as never);
  };
  register('list', `list${many}`, ({ caller, query }) =>
    rows.list(caller.accountId, query, ...view(caller)),
  );
  register('create', `create${one}`, ({ caller, body }) =>
    rows.create(caller.accountId, body, ...view(caller)),
  );
  register('get', `get${one}`, ({ caller, params }) =>
    rows.get(caller.accountId, params.id, ...view(caller)),
  );
  register('update', `update${one}`, ({ caller, params, body }) =>
    rows.update(caller.accountId, params.id, body, ...view(caller)),
  );
  register('remove', `delete${one}`, ({ caller, params }) =>
    rows.remove(caller.accountId, params.id),
  );
}
