import { endpointPaths } from './endpoint-paths';
import { endpoints } from './endpoints';

it('names every endpoint with the path of the endpoint table', () => {
  const fromTable = Object.fromEntries(
    Object.entries(endpoints).map(([name, endpoint]) => [name, endpoint.path]),
  );
  expect(endpointPaths).toEqual(fromTable);
});
