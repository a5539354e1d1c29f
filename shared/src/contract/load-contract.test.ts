afterEach(() => {
  jest.dontMock('./lazy-contract');
  jest.resetModules();
});

it('loads the endpoint table with its schemas', async () => {
  const { loadContract } = await import('./load-contract');
  const contract = await loadContract();
  expect(contract.endpoints.login.path).toBe('/v1/auth/login/');
  expect(contract.refreshResponseSchema.safeParse({}).success).toBe(false);
  await expect(loadContract()).resolves.toBe(contract);
});

it('tries again after a failed fetch instead of failing for ever', async () => {
  let reachable = false;
  jest.doMock('./lazy-contract', () => {
    if (!reachable) throw new Error('Loading chunk contract failed');
    return jest.requireActual('./lazy-contract');
  });
  const { loadContract } = await import('./load-contract');
  await expect(loadContract()).rejects.toThrow('Loading chunk contract failed');
  reachable = true;
  await expect(loadContract()).resolves.toHaveProperty('endpoints');
});
