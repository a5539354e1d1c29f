/**
 * A value a contract schema (zod 4) is likely to accept, with chosen text in every free-text
 * string: for sweeps over the endpoint table that want a body to get past validation and reach
 * the handler and the database. Refinements, regexes and ids that must exist are not satisfied;
 * those bodies are refused with 4xx, which a sweep that asserts "never 5xx" still exercises.
 */
interface Def {
  type: string;
  [part: string]: unknown;
}
interface Check {
  check: string;
  minimum?: number;
  maximum?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
}
const defOf = (schema: unknown) => (schema as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def) =>
  ((def.checks as { _zod: { def: Check } }[] | undefined) ?? []).map((check) => check._zod.def);

export interface SampleText {
  /** Free text, cut or repeated to fit the field's length limits. */
  text: string;
  /** What a UUID field gets (an object of the caller's, so a reference may resolve). */
  id: string;
  /** Values for fields of these names, at any depth, where a check wants more than text. */
  fields?: Record<string, unknown>;
}

function sampleString(def: Def, { text, id }: SampleText): string {
  const format = (def.format as string | undefined) ?? '';
  if (format === 'uuid' || format === 'guid') return id;
  if (format === 'email') return 'sample@example.com';
  if (format === 'url') return `https://example.com/${text}`;
  const checks = checksOf(def);
  const min = Math.max(0, ...checks.map((check) => check.minimum ?? 0));
  const max = Math.min(10_000, ...checks.map((check) => check.maximum ?? 10_000));
  return text.repeat(Math.ceil(Math.max(min, 1) / text.length)).slice(0, Math.max(min, max));
}

function sampleNumber(def: Def): number {
  const lower = checksOf(def).find((check) => check.check === 'greater_than');
  if (!lower) return 1;
  return Number(lower.value) + (lower.inclusive ? 0 : 1);
}

/** The sample of one schema (a record gets one entry, keyed by the text). */
export function sampleInput(schema: unknown, sample: SampleText): unknown {
  const def = defOf(schema);
  const inner = (part: unknown) => sampleInput(part, sample);
  switch (def.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(def.shape as object).map(([name, field]) => [
          name,
          sample.fields && name in sample.fields ? sample.fields[name] : inner(field),
        ]),
      );
    case 'array': {
      const min = Math.max(1, ...checksOf(def).map((check) => check.minimum ?? 0));
      return Array.from({ length: min }, () => inner(def.element));
    }
    case 'record':
      return { [sample.text]: inner(def.valueType) };
    case 'string':
      return sampleString(def, sample);
    case 'number':
      return sampleNumber(def);
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(def.entries as object)[0];
    case 'literal':
      return (def.values as unknown[])[0];
    case 'union':
      return inner((def.options as unknown[])[0]);
    case 'pipe':
      return inner(def.in);
    case 'lazy':
      return inner((def.getter as () => unknown)());
    case 'optional':
    case 'nullable':
    case 'default':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return inner(def.innerType);
    default:
      // unknown, any, transform: whatever the handler makes of text.
      return sample.text;
  }
}
