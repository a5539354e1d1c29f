import { readFileSync } from 'node:fs';
import {
  ENDPOINT_METHODS_FILE,
  ENDPOINT_PATHS_FILE,
  endpointMethodsSource,
  endpointPathsSource,
} from './write-endpoint-paths';

it('contract/src/endpoint-paths.ts is the generated file (else: pnpm gen:endpoint-paths)', () => {
  expect(readFileSync(ENDPOINT_PATHS_FILE, 'utf8')).toBe(endpointPathsSource());
});

it('contract/src/endpoint-methods.ts is the generated file (else: pnpm gen:endpoint-paths)', () => {
  expect(readFileSync(ENDPOINT_METHODS_FILE, 'utf8')).toBe(endpointMethodsSource());
});
