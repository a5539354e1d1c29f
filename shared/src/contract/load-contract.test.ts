afterEach(() => {
  jest.dontMock('./lazy-contract');
  jest.dontMock('@vigil/contract/parts');
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

it('gives the page a turn between two parts of the contract, so no one task builds them all', async () => {
  // Another task's work, running whenever the page gets a turn, until the contract is there.
  let turns = 0;
  let done = false;
  const otherWork = () => {
    if (done) return;
    turns += 1;
    setTimeout(otherWork, 0);
  };
  const seen: number[] = [];
  const part = () => {
    seen.push(turns);
    return Promise.resolve();
  };
  jest.doMock('@vigil/contract/parts', () => ({ CONTRACT_PARTS: [part, part, part] }));
  const { loadContract } = await import('./load-contract');
  setTimeout(otherWork, 0);
  await loadContract();
  done = true;
  expect(seen).toHaveLength(3);
  expect(seen[1]!).toBeGreaterThan(seen[0]!);
  expect(seen[2]!).toBeGreaterThan(seen[1]!);
});
