import {
  accountTypeSchema,
  authErrorSchema,
  endpoints,
  memberStatusSchema,
  memberTypeSchema,
  type Endpoint,
} from '@vigil/contract';
import fc from 'fast-check';
import { type Browser, withTeamApp } from '../../test/harness';

let browser: Browser;
let token: string;
// The account and member routes authenticate before they validate: without a real token every
// body would stop at 401 and the validation path would never be fuzzed.
withTeamApp((app) => ({ browser, token } = app));

/** Values no text, enum or UUID field accepts, or text every such field refuses. */
const wrongValue = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
  fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 5 }),
  fc.constantFrom('', ' ', '    ', '\t\n '),
  // Past every field's maximum; size 'max' because the default size never gets near 10k.
  fc.string({ minLength: 600, maxLength: 10_000, size: 'max' }),
);
/** Text that may or may not fit: exercises trimming, lowercasing and length checks on unicode. */
const someText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary', maxLength: 300 }),
);
const uuid = fc.uuid({ version: 4 });
const name = fc.string({ minLength: 1, maxLength: 30 });

interface Target {
  endpoint: Endpoint;
  /** Plausible values per field: the generator mixes them with wrong ones and drops some. */
  fields: Record<string, fc.Arbitrary<unknown>>;
}

const targets: Target[] = [
  { endpoint: endpoints.login, fields: { email: fc.emailAddress(), password: name } },
  {
    endpoint: endpoints.register,
    fields: {
      username: fc.emailAddress(),
      email: fc.emailAddress(),
      password: fc.string({ minLength: 8, maxLength: 40 }),
      first_name: name,
      last_name: name,
    },
  },
  { endpoint: endpoints.refresh, fields: { refresh: name } },
  {
    endpoint: endpoints.saveAccount,
    fields: {
      id: uuid,
      name,
      type: fc.constantFrom(...accountTypeSchema.options),
      info: fc.constant({ survey: [] }),
    },
  },
  {
    endpoint: endpoints.saveMember,
    fields: {
      id: uuid,
      account: uuid,
      email: fc.emailAddress(),
      status: fc.constantFrom(...memberStatusSchema.options),
      type: fc.constantFrom(...memberTypeSchema.options),
      code: name,
      phone: fc.constant('+1 555-123-4567'),
      send_invite: fc.boolean(),
    },
  },
];

const tryParse = (text: string): { value: unknown } | null => {
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return null;
  }
};

/**
 * Judged on the text the server receives (after JSON round trip), so a body is only sent when
 * the contract itself refuses it: a fuzz case must never sign someone up or create a team.
 */
const violates = (target: Target, text: string) => {
  const parsed = tryParse(text);
  return parsed === null || !target.endpoint.body.safeParse(parsed.value).success;
};

/** Objects with the endpoint's own keys, each missing, plausible, mistyped or odd text. */
const fieldBody = (target: Target) =>
  fc
    .tuple(
      fc.record(
        Object.fromEntries(
          Object.entries(target.fields).map(([key, valid]) => [
            key,
            fc.option(fc.oneof(valid, wrongValue, someText), { nil: undefined }),
          ]),
        ),
      ),
      fc.option(fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 })),
    )
    .map(([fields, extra]) => JSON.stringify({ ...extra, ...fields }));

const jsonContentType = fc.constantFrom('application/json', 'application/json; charset=utf-8');
const otherContentType = fc.constantFrom(
  undefined,
  'text/plain',
  'text/html; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/octet-stream',
);
/** Valid JSON texts cut short, and arbitrary strings, that JSON.parse refuses. */
const malformedJson = fc
  .oneof(
    fc.tuple(fc.json(), fc.nat()).map(([text, at]) => text.slice(0, at % (text.length + 1))),
    fc.string(),
    fc.constantFrom("{'email': 'a@b.c'}", '{"email": "a@b.c",}', '{"email" "x"}', 'NaN', '\u0000'),
  )
  .filter((text) => tryParse(text) === null);

let sent = 0;
async function expectRefusal(target: Target, payload: string, contentType?: string) {
  sent += 1;
  const response = await browser.post(target.endpoint.path, payload, {
    headers: contentType === undefined ? {} : { 'content-type': contentType },
    ...(target.endpoint.access === 'public' ? {} : { token }),
  });
  // 400 (validation, malformed JSON) or 415 (content type): anything else, even another 4xx,
  // would mean the body never reached the parser (CSRF, auth), so it was not really fuzzed.
  expect([400, 415]).toContain(response.status);
  expect(authErrorSchema.safeParse(response.body).error).toBeUndefined();
}

/** Sends each generated [payload, content type] once; fast-check shrinks and prints a failure. */
const fuzz = (target: Target, cases: fc.Arbitrary<[string, string | undefined]>, numRuns: number) =>
  fc.assert(
    fc.asyncProperty(
      cases.filter(([text]) => violates(target, text)),
      ([text, type]) => expectRefusal(target, text, type),
    ),
    { numRuns },
  );

describe.each(targets.map((target) => [target.endpoint.path, target] as const))(
  'POST %s',
  (_path, target) => {
    it('refuses objects with its own keys but a missing or wrong field', () =>
      fuzz(target, fc.tuple(fieldBody(target), jsonContentType), 70));

    it('refuses arbitrary JSON values', () =>
      fuzz(target, fc.tuple(fc.json(), fc.constant('application/json')), 30));

    it('refuses malformed JSON and bodies of other content types', () =>
      fuzz(
        target,
        fc.oneof(
          fc.tuple(malformedJson, jsonContentType),
          fc.tuple(fc.oneof(fc.string(), fc.json()), otherContentType),
        ),
        25,
      ));

    const nested = '{"a":'.repeat(200) + '1' + '}'.repeat(200);
    it.each([
      ['null', 'null'],
      ['an empty array', '[]'],
      ['a string', '"string"'],
      ['a number', '42'],
      ['an empty object', '{}'],
      ['an object nested 200 deep', nested],
      ['truncated JSON', '{"email":'],
      ['an empty body', ''],
      // Prototype poisoning: refused by the parser before any handler can merge the body.
      ['a __proto__ key', '{"__proto__": {"is_admin": true}}'],
      ['a constructor.prototype key', '{"constructor": {"prototype": {"is_admin": true}}}'],
    ])('refuses %s', (_label, payload) => expectRefusal(target, payload, 'application/json'));
  },
);

describe('the fuzz run', () => {
  it('sent at least 500 schema-violating requests', () => {
    expect(sent).toBeGreaterThanOrEqual(500);
  });
});
