import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SKEW_VARIABLE, sharedMap } from './shared-map';

const sharedVersion = (
  JSON.parse(readFileSync(join(__dirname, '..', '..', 'shared', 'package.json'), 'utf8')) as {
    version: string;
  }
).version;

afterEach(() => {
  delete process.env[SKEW_VARIABLE];
});

it('requires the installed version of each shared package, strictly for React and @vigil/shared', () => {
  const map = sharedMap();
  expect(map['@vigil/shared']).toEqual({
    singleton: true,
    requiredVersion: `^${sharedVersion}`,
    strictVersion: true,
    eager: false,
  });
  expect(map['react/']).toEqual(map.react);
  expect(map.jotai?.strictVersion).toBe(false);
});

it('declares the versions the test-only skew variable names, provided and required', () => {
  process.env[SKEW_VARIABLE] = '@vigil/shared=3.0.0, react=19.2.0';
  const map = sharedMap();
  expect(map['@vigil/shared']).toMatchObject({ version: '3.0.0', requiredVersion: '^3.0.0' });
  expect(map['react/']).toMatchObject({ version: '19.2.0', requiredVersion: '^19.2.0' });
  expect(map.jotai?.version).toBeUndefined();
});

it('refuses a package the map does not share, so a typo cannot build an unskewed remote', () => {
  process.env[SKEW_VARIABLE] = 'react-router=6.0.0';
  expect(() => sharedMap()).toThrow('react-router, which is not shared');
});
