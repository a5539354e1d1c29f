import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  CHROMIUM_SUITES,
  DATABASE_FREE_SUITES,
  HTTP_LAYER_SUITES,
  PROTOCOL_SUITES,
} from './suites-on-postgres-only';

const apiDir = join(__dirname, '..');
const read = (file: string) => readFileSync(join(apiDir, file), 'utf8');

/** What opens a database in a suite: the harness, a database or runtime of its own, a test world. */
const OPENS_A_DATABASE =
  /test\/(harness|databases|worker-world|page-test-world|site-migration-testbed)|\bopenDb\(|\bopenPglite\(|\bstartRuntime\(|\bopenQueue\(|scan-test-app|flow-world/;
/** What a suite that opens its own database, queue or runtime uses: it stays on both engines. */
const OWN_DATABASE =
  /\bcreateTestDatabase\(|\bopenDb\(|\bopenPglite\(|\bstartRuntime\(|\bopenQueue\(/;

describe('the API suites kept off PGlite when PostgreSQL runs them (decision 015)', () => {
  it.each([...DATABASE_FREE_SUITES, ...CHROMIUM_SUITES, ...HTTP_LAYER_SUITES, ...PROTOCOL_SUITES])(
    '%s exists',
    (file) => {
      expect(existsSync(join(apiDir, file))).toBe(true);
    },
  );

  it('a suite called database-free opens none (else PGlite would lose it)', () => {
    expect(DATABASE_FREE_SUITES.filter((file) => OPENS_A_DATABASE.test(read(file)))).toEqual([]);
  });

  it('a Chromium suite kept off PGlite opens no database, queue or runtime of its own', () => {
    expect(CHROMIUM_SUITES.filter((file) => OWN_DATABASE.test(read(file)))).toEqual([]);
  });

  it('an HTTP-layer suite kept off PGlite opens no database, queue or runtime of its own', () => {
    expect(HTTP_LAYER_SUITES.filter((file) => OWN_DATABASE.test(read(file)))).toEqual([]);
  });

  it('a protocol suite kept off PGlite opens no database, queue or runtime of its own', () => {
    expect(PROTOCOL_SUITES.filter((file) => OWN_DATABASE.test(read(file)))).toEqual([]);
  });

  it('the suites where PGlite differs around the SQL stay on both engines', () => {
    const kept = ['nul', 'lone-surrogates', 'well-formed-json', 'fuzz', 'stays-responsive'];
    const offPglite = [
      ...DATABASE_FREE_SUITES,
      ...CHROMIUM_SUITES,
      ...HTTP_LAYER_SUITES,
      ...PROTOCOL_SUITES,
    ];
    expect(
      offPglite.filter((file) => kept.some((name) => file.endsWith(`/${name}.test.ts`))),
    ).toEqual([]);
  });
});
