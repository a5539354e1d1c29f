import { z } from 'zod';
import { endpoints } from './endpoints';

/**
 * A browser built from the same contract uses an answer the API checked as it came, without
 * checking it again (decision 014, shared/src/api/checked-answer.ts). That is sound only while a
 * response schema, given its own output sent as JSON, gives back the same: its parts must be of
 * JSON's kinds. A transform, a pipe, a date, a Map or a custom check would break that silently
 * (the browser would see the string of a Date, or a value transformed once instead of twice).
 */
const JSON_SAFE_KINDS = new Set([
  'object',
  'array',
  'tuple',
  'record',
  'string',
  'number',
  'boolean',
  'null',
  'literal',
  'enum',
  'template_literal',
  'unknown',
  'any',
  'never',
  'nullable',
  'optional',
  'nonoptional',
  'default',
  'catch',
  'readonly',
  'union',
  'intersection',
  'lazy',
]);

interface Def {
  type: string;
  [part: string]: unknown;
}
const defOf = (schema: unknown) => (schema as { _zod: { def: Def } })._zod.def;

/** The schemas a schema is made of (zod 4's definition of each kind). */
function partsOf(def: Def): unknown[] {
  switch (def.type) {
    case 'object':
      return [...Object.values(def.shape as object), ...(def.catchall ? [def.catchall] : [])];
    case 'array':
      return [def.element];
    case 'tuple':
      return [...(def.items as unknown[]), ...(def.rest ? [def.rest] : [])];
    case 'record':
      return [def.keyType, def.valueType];
    case 'union':
      return def.options as unknown[];
    case 'intersection':
      return [def.left, def.right];
    case 'lazy':
      return [(def.getter as () => unknown)()];
    case 'pipe':
      return [def.in, def.out];
    default:
      return 'innerType' in def ? [def.innerType] : [];
  }
}

/** Every kind of schema in an endpoint's response schema, as `kind` strings. */
function kindsIn(schema: unknown): Set<string> {
  const kinds = new Set<string>();
  const seen = new Set<unknown>();
  const pending = [schema];
  while (pending.length > 0) {
    const next = pending.pop();
    if (seen.has(next)) continue;
    seen.add(next);
    const def = defOf(next);
    kinds.add(def.type);
    pending.push(...partsOf(def));
  }
  return kinds;
}

it('every response schema gives back its own output sent as JSON (only JSON kinds)', () => {
  const unsafe = Object.entries(endpoints).flatMap(([name, endpoint]) =>
    [...kindsIn(endpoint.response)]
      .filter((kind) => !JSON_SAFE_KINDS.has(kind))
      .map((kind) => `${name}: ${kind}`),
  );
  expect(unsafe).toEqual([]);
});

it('the walk reaches every field, and finds what JSON cannot carry', () => {
  expect([...kindsIn(endpoints.listSites.response)]).toEqual(
    expect.arrayContaining(['object', 'array', 'string', 'number', 'nullable', 'enum']),
  );
  const unsafe = z.object({
    sites: z.array(z.object({ at: z.coerce.date(), url: z.string().transform((u) => `${u}/`) })),
  });
  const kinds = [...kindsIn(unsafe)];
  expect(kinds.filter((kind) => !JSON_SAFE_KINDS.has(kind)).sort()).toEqual([
    'date',
    'pipe',
    'transform',
  ]);
});
