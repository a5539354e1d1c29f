import { buildPath } from '../fill-path';
import { ROUTES, type RouteName } from './route-table';

/** The `:name` segments of a pattern, in order: `'/site/:id/migration'` → `['id']`. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? [Name, ...ParamNames<Rest>]
  : P extends `${string}:${infer Name}`
    ? [Name]
    : [];

type AsStrings<T extends string[]> = { [I in keyof T]: string };

/** A pattern without parameters is its own href; one with parameters takes them in order. */
export type HrefOf<P extends string> =
  ParamNames<P> extends [] ? P : (...values: AsStrings<ParamNames<P>>) => string;

/** The `:name` segments of `path` without their colon. */
export const paramNames = (path: string) =>
  (path.match(/:[a-z_]+/gi) ?? []).map((segment) => segment.slice(1));

function builderFor(path: string) {
  const names = paramNames(path);
  if (!names.length) return path;
  return (...values: string[]) => {
    const params: Record<string, string> = {};
    values.forEach((value, index) => {
      const name = names[index];
      if (name) params[name] = value;
    });
    // A missing value throws there ("missing path parameter id"), as for endpoint paths.
    return buildPath(path, params);
  };
}

/** Href builders by route name: `href.logs` is '/logs', `href.site(id)` is '/site/<id>'. */
export const href = Object.fromEntries(
  Object.entries(ROUTES).map(([name, route]) => [name, builderFor(route.path)]),
) as { readonly [N in RouteName]: HrefOf<(typeof ROUTES)[N]['path']> };
