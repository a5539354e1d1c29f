import { endpointMethod } from './endpoint-methods';
import { endpointPaths } from './endpoint-paths';
import { type EndpointName, endpoints } from './endpoints';

it('names every endpoint with the path of the endpoint table', () => {
  const fromTable = Object.fromEntries(
    Object.entries(endpoints).map(([name, endpoint]) => [name, endpoint.path]),
  );
  expect(endpointPaths).toEqual(fromTable);
});

it('gives every endpoint the method of the endpoint table', () => {
  const methods = Object.keys(endpoints).map((name) => [
    name,
    endpointMethod(name as EndpointName),
  ]);
  const fromTable = Object.entries(endpoints).map(([name, endpoint]) => [name, endpoint.method]);
  expect(methods).toEqual(fromTable);
  expect(endpointMethod('login')).toBe('POST');
  expect(endpointMethod('getAccount')).toBe('GET');
});
