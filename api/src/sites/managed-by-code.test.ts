import { withTeamApp, type TeamApp } from '../../test/harness';

// Issue 45 §3: `vigil deploy` marks what it makes (`managed_by`); the screens never send the
// field, so their edits keep the mark, and null is how a caller takes it off.
let world: TeamApp;
withTeamApp(async (ready) => {
  world = ready;
  await ready.t.db.query(`UPDATE accounts SET type = 'cloud' WHERE id = $1`, [ready.team.id]);
});

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, body?: object) =>
  world.browser.call(method, url, { token: world.token, ...(body ? { body } : {}) });
const STEPS = [{ action: { type: 'navigate', selector: null, value: '/' }, assertion: null }];
const ALERT = {
  name: 'Health',
  expressions: [{ metric: 'health', operator: '<', value: 80 }],
};
const SCHEDULE = { scope: 'account', task_type: 'scan', frequency: 'daily' };

async function site(url: string, extra: object = {}) {
  const answer = await call('POST', '/v1/ops/site', { site_url: url, ...extra });
  expect(answer.status).toBe(201);
  return answer.body as { id: string; managed_by: string | null };
}

it('keeps a site’s mark from its create, and adding pages with a mark sets it', async () => {
  const coded = await site('https://coded.example.com', { managed_by: 'shop' });
  expect(coded.managed_by).toBe('shop');
  expect((await call('GET', `/v1/ops/site/${coded.id}`)).body.managed_by).toBe('shop');
  const listed = (await call('GET', '/v1/ops/site')).body.results;
  expect(listed.find((s: { id: string }) => s.id === coded.id).managed_by).toBe('shop');

  const clicked = await site('https://clicked.example.com');
  expect(clicked.managed_by).toBeNull();
  const pages = `/v1/ops/site/${clicked.id}/pages`;
  await call('POST', pages, { page_urls: ['https://clicked.example.com/a'] });
  expect((await call('GET', `/v1/ops/site/${clicked.id}`)).body.managed_by).toBeNull();
  await call('POST', pages, { page_urls: ['https://clicked.example.com/b'], managed_by: 'x' });
  expect((await call('GET', `/v1/ops/site/${clicked.id}`)).body.managed_by).toBe('x');
});

it.each([
  ['alert', '/v1/ops/alert', () => ALERT, { name: 'Renamed' }],
  ['case', '/v1/ops/case', (siteId: string) => ({ title: 'Home', site: siteId, steps: STEPS })],
  ['schedule', '/v1/ops/schedule', () => SCHEDULE, { frequency: 'weekly' }],
] as const)(
  'an %s keeps its mark through an edit that does not send it; null clears it',
  async (_kind, path, body, screenEdit: object = { title: 'Home page' }) => {
    const { id: siteId } = await site(`https://${_kind}.example.com`);
    const created = await call('POST', path, { ...body(siteId), managed_by: 'vigil.config' });
    expect(created.status).toBe(201);
    expect(created.body.managed_by).toBe('vigil.config');
    const edited = await call('PATCH', `${path}/${created.body.id}`, screenEdit);
    expect(edited.status).toBe(200);
    expect(edited.body.managed_by).toBe('vigil.config');
    expect((await call('GET', `${path}/${created.body.id}`)).body.managed_by).toBe('vigil.config');
    const cleared = await call('PATCH', `${path}/${created.body.id}`, { managed_by: null });
    expect(cleared.body.managed_by).toBeNull();
    const plain = await call('POST', path, {
      ...body(siteId),
      ...(_kind === 'alert' ? { name: 'Other' } : {}),
    });
    expect(plain.body.managed_by).toBeNull();
  },
);

it.each([
  ['too long', 'x'.repeat(101), 'must be at most 100 characters'],
  ['empty', '  ', 'must not be empty'],
  ['a number', 7, 'must be text or null'],
])('refuses a managed_by that is %s with 400 naming the field', async (_what, value, reason) => {
  const { id: siteId } = await site(`https://bad-${_what.replace(' ', '-')}.example.com`);
  const writes: [string, string, object][] = [
    ['POST', '/v1/ops/site', { site_url: 'https://never.example.com' }],
    ['POST', `/v1/ops/site/${siteId}/pages`, { page_urls: ['https://never.example.com/a'] }],
    ['POST', '/v1/ops/alert', ALERT],
    ['POST', '/v1/ops/case', { title: 'T', site: siteId, steps: STEPS }],
    ['POST', '/v1/ops/schedule', SCHEDULE],
  ];
  for (const [method, path, body] of writes) {
    const answer = await call(method as 'POST', path, { ...body, managed_by: value });
    expect({ path, status: answer.status, body: answer.body }).toEqual({
      path,
      status: 400,
      body: { reason: `managed_by: ${reason}`, field: 'managed_by' },
    });
  }
  expect((await call('GET', '/v1/ops/site')).body.results).not.toContainEqual(
    expect.objectContaining({ site_url: 'https://never.example.com' }),
  );
});
