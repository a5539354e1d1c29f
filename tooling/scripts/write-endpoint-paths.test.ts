import { readFileSync } from 'node:fs';
import { ENDPOINT_PATHS_FILE, endpointPathsSource } from './write-endpoint-paths';

it('contract/src/endpoint-paths.ts is the generated file (else: pnpm gen:endpoint-paths)', () => {
  expect(readFileSync(ENDPOINT_PATHS_FILE, 'utf8')).toBe(endpointPathsSource());
});
