import * as contract from '@vigil/contract';
import { endpoints, type Endpoint } from '@vigil/contract';
import { z } from 'zod';

/** A JSON Schema as the document holds it (an object; `true`/`false` never occur here). */
export type JsonSchema = Record<string, unknown>;
export type Part = 'params' | 'query' | 'body' | 'response';

const PREFIX = '#/components/schemas/';
/** The error bodies: built apart, as open objects (errorBody() adds fields past `reason`). */
const ERROR_SCHEMAS = new Set<z.ZodType>([contract.reasonErrorSchema, contract.authErrorSchema]);
/** Kinds worth a component of their own; a bare string or number reads better inline. */
const NAMED_KINDS = new Set(['object', 'union', 'enum', 'array', 'record', 'intersection']);

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/**
 * The ids of the schemas: each `<name>Schema` the contract exports under its own name (`Site`),
 * then each row's part that has none under the row's (`ListPagesQuery`). One registry for both
 * directions: what a client sends (input: defaults optional) and what it reads (output).
 */
function registryOfContract(rows: [string, Endpoint][]) {
  const registry = z.registry<{ id: string }>();
  for (const [name, value] of Object.entries(contract)) {
    if (!(value instanceof z.ZodType) || !name.endsWith('Schema') || ERROR_SCHEMAS.has(value)) {
      continue;
    }
    if (!NAMED_KINDS.has(value._zod.def.type) || registry.has(value)) continue;
    registry.add(value, { id: pascal(name.slice(0, -'Schema'.length)) });
  }
  for (const [name, endpoint] of rows) {
    for (const part of ['params', 'query', 'body', 'response'] as const) {
      const schema = endpoint[part];
      if (!registry.has(schema) && !(schema instanceof z.ZodUnknown)) {
        registry.add(schema, { id: `${pascal(name)}${pascal(part)}` });
      }
    }
  }
  return registry;
}

/** What JSON Schema has no word for (the `secret` mark, zod's own ids) leaves the output. */
function override({ jsonSchema }: { jsonSchema: JsonSchema }) {
  if (jsonSchema.secret === true) {
    delete jsonSchema.secret;
    jsonSchema.description = 'A credential: never written to the request log.';
  }
}

function convert(registry: z.core.$ZodRegistry<{ id: string }>, io: 'input' | 'output') {
  const suffix = io === 'input' ? 'Input' : '';
  const { schemas } = z.toJSONSchema(registry, {
    io,
    target: 'draft-2020-12',
    unrepresentable: 'any',
    override,
    uri: (id) => `${PREFIX}${id}${suffix}`,
  });
  if ('__shared' in schemas) throw new Error('OpenAPI: a schema without an id is shared');
  for (const schema of Object.values(schemas)) {
    delete schema.$schema;
    delete schema.$id; // a fragment in $id is not allowed; the component's key names it
  }
  return schemas as Record<string, JsonSchema>;
}

/** Every `$ref` under `value`, by component name. */
export function refsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) refsIn(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string' && inner.startsWith(PREFIX)) {
        found.add(inner.slice(PREFIX.length));
      } else refsIn(inner, found);
    }
  }
  return found;
}

const renameRefs = (value: unknown, rename: (name: string) => string): unknown =>
  JSON.parse(JSON.stringify(value), (key, inner: unknown) =>
    key === '$ref' && typeof inner === 'string' && inner.startsWith(PREFIX)
      ? PREFIX + rename(inner.slice(PREFIX.length))
      : inner,
  );

/**
 * The names whose input schema is the output one (no default, no transform in them or below):
 * these need no `…Input` twin. A fixpoint, as a schema is only the same when all it refers to is.
 */
function sameBothWays(input: Record<string, JsonSchema>, output: Record<string, JsonSchema>) {
  const plain = (name: string) => name.replace(/Input$/, '');
  const same = new Set(
    Object.keys(input).filter(
      (name) => JSON.stringify(renameRefs(input[name], plain)) === JSON.stringify(output[name]),
    ),
  );
  for (let changed = true; changed;) {
    changed = false;
    for (const name of same) {
      if ([...refsIn(input[name])].some((ref) => !same.has(plain(ref)))) {
        same.delete(name);
        changed = true;
      }
    }
  }
  return same;
}

export interface ContractSchemas {
  /** A row's part as the document places it: a `$ref`, or the schema inline. */
  part(name: string, part: Part): JsonSchema | null;
  /** The schema a `$ref` names (to read a query's fields). */
  resolve(schema: JsonSchema): JsonSchema;
  /**
   * `used` (the paths) with the components it refers to, at any depth. An input schema is
   * `<Name>Input` only where the document also holds the output one, else plain `<Name>`.
   */
  bundle<T>(used: T): { used: T; components: Record<string, JsonSchema> };
}

/** The contract's schemas as JSON Schema 2020-12 (OpenAPI 3.1's dialect), named once. */
export function contractSchemas(rows = Object.entries(endpoints) as [string, Endpoint][]) {
  const registry = registryOfContract(rows);
  const output = convert(registry, 'output');
  const rawInput = convert(registry, 'input');
  const same = sameBothWays(rawInput, output);
  const rename = (name: string) => {
    const plain = name.replace(/Input$/, '');
    return same.has(plain) ? plain : name;
  };
  const all: Record<string, JsonSchema> = { ...output };
  /** The input twins' names: only these lose `Input` where no output twin is used. */
  const twins = new Set<string>();
  for (const [name, schema] of Object.entries(rawInput)) {
    if (same.has(name)) continue;
    all[`${name}Input`] = renameRefs(schema, rename) as JsonSchema;
    twins.add(`${name}Input`);
  }
  const byName = new Map(rows);
  const idOf = (schema: z.ZodType) => registry.get(schema)?.id;
  const named = new Set(Object.keys(contract).map((key) => pascal(key.replace(/Schema$/, ''))));
  const schemas: ContractSchemas = {
    part(name, part) {
      const id = idOf(byName.get(name)![part]);
      if (!id) return null;
      const key = part === 'response' || same.has(id) ? id : `${id}Input`;
      // A contract's own name is a component; a row's part is written where it is used.
      return named.has(id) ? { $ref: PREFIX + key } : structuredClone(all[key]!);
    },
    resolve(schema) {
      const ref = schema.$ref;
      return typeof ref === 'string' ? schemas.resolve(all[ref.slice(PREFIX.length)]!) : schema;
    },
    bundle(used) {
      const names = refsIn(used);
      for (const name of names) refsIn(all[name], names); // grows while it is walked
      const plain = (name: string) => {
        const base = name.slice(0, -'Input'.length);
        return twins.has(name) && !names.has(base) ? base : name;
      };
      const components = Object.fromEntries(
        [...names].sort().map((name) => [plain(name), renameRefs(all[name], plain) as JsonSchema]),
      );
      return { used: renameRefs(used, plain) as typeof used, components };
    },
  };
  return schemas;
}
