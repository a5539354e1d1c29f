import type { FastifyInstance, FastifyRequest } from 'fastify';

/** ES2024's String methods: Node 20 has them, the server's TypeScript lib (ES2022) does not. */
type Es2024String = string & { isWellFormed(): boolean; toWellFormed(): string };
const isWellFormed = (text: string) => (text as Es2024String).isWellFormed();
const toWellFormed = (text: string) => (text as Es2024String).toWellFormed();

/**
 * Where a lone surrogate can come from: a body arrives as UTF-8, whose decoding never yields one
 * (a bad byte becomes U+FFFD), so only a `\uD800`–`\uDFFF` escape can. A body without such an
 * escape (nearly all) is not walked. An escaped backslash before `u` only costs a needless walk.
 */
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;

type Holder = Record<string, unknown>;

/**
 * Every string of a parsed JSON value, keys included, with each lone surrogate replaced by U+FFFD
 * (`toWellFormed`). Changes the value in place (an object with a bad key is replaced by a copy)
 * and walks without recursion: the depth check comes later, and a deep body must not overflow
 * the stack here.
 */
export function wellFormedJson(value: unknown): unknown {
  const root: Holder = { value };
  const pending: [Holder, string][] = [[root, 'value']];
  while (pending.length > 0) {
    const [holder, key] = pending.pop()!;
    const item = holder[key];
    if (typeof item === 'string') {
      if (!isWellFormed(item)) holder[key] = toWellFormed(item);
      continue;
    }
    if (item === null || typeof item !== 'object') continue;
    let target = item as Holder;
    if (!Array.isArray(item) && Object.keys(item).some((name) => !isWellFormed(name))) {
      // fromEntries defines properties: a key never reaches a setter (`__proto__`).
      target = Object.fromEntries(
        Object.entries(item).map(([name, child]) => [toWellFormed(name), child]),
      );
      holder[key] = target;
    }
    for (const name of Object.keys(target)) pending.push([target, name]);
  }
  return root.value;
}

/**
 * JSON bodies are parsed as Fastify always did (its parser: malformed and prototype-poisoning
 * bodies are refused alike), then made well-formed. An empty body is no body, as one sent without
 * the header is: curl and many HTTP libraries label every call JSON, a bodiless DELETE included,
 * and Fastify refused those before any row saw them. A row that needs a body says so itself
 * (route.ts), in the contract's error shape. JSON may escape a lone surrogate
 * (`"\ud800"`); a text column stores it as U+FFFD, but PostgreSQL refuses it in jsonb, so a flow,
 * case or alert holding one answered 500. Made well-formed here, every endpoint stores U+FFFD, in
 * every column, and every later reader (validation, handlers, the request log) sees valid text.
 */
export function registerWellFormedJson(app: FastifyInstance) {
  const { onProtoPoisoning = 'error', onConstructorPoisoning = 'error' } = app.initialConfig;
  // Fastify's own parser answers through `done` (its type also allows a promise).
  const parse = app.getDefaultJsonParser(onProtoPoisoning, onConstructorPoisoning) as (
    request: FastifyRequest,
    body: string,
    done: (error: Error | null, value?: unknown) => void,
  ) => void;
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    parse(request, body as string, (error, value) => {
      if (error) done(error, undefined);
      else done(null, SURROGATE_ESCAPE.test(body as string) ? wellFormedJson(value) : value);
    });
  });
}
