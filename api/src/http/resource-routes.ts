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

/**
 * Registers the five rows of a team's resource, named by the contract's convention: `list<Many>`,
 * `create<One>`, `get<One>`, `update<One>` and `delete<One>` (`['Alert', 'Alerts']`). Each passes
 * the caller's team, and `view(caller)` where the answer depends on who asks.
 */
export function resourceRoutes<One extends string, Many extends string, View extends unknown[]>(
  app: FastifyInstance,
  callers: ResolveCaller,
  [one, many]: [One, Many],
  service: ResourceService<One, Many, View>,
  view: (caller: TeamCaller) => View = () => [] as unknown[] as View,
) {
  const register = (name: string, handler: (input: RowInput) => Promise<unknown>) => {
    const row = (endpoints as Record<string, Endpoint>)[name];
    if (!row) throw new Error(`the contract has no row ${name}`);
    route(app, callers, row, handler as never);
  };
  register(`list${many}`, ({ caller, query }) =>
    service.list(caller.accountId, query, ...view(caller)),
  );
  register(`create${one}`, ({ caller, body }) =>
    service.create(caller.accountId, body, ...view(caller)),
  );
  register(`get${one}`, ({ caller, params }) =>
    service.get(caller.accountId, params.id, ...view(caller)),
  );
  register(`update${one}`, ({ caller, params, body }) =>
    service.update(caller.accountId, params.id, body, ...view(caller)),
  );
  register(`delete${one}`, ({ caller, params }) => service.remove(caller.accountId, params.id));
}
