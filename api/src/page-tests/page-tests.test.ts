import { PNG } from 'pngjs';
import { signUpWithTeam } from '../../test/harness';
import { pageTestWorld } from '../../test/page-test-world';

jest.setTimeout(240_000);
const world = pageTestWorld();

const startTest = (token: string, body: object) =>
  world.browser.post('/v1/ops/test', body, { token });
const getTest = async (token: string, id: string) =>
  (await world.browser.get(`/v1/ops/test/${id}`, { token })).body;

/** Starts a test of the page, runs its scan and comparison, and answers the finished test. */
async function testPage(token: string, pageId: string, extra: object = {}) {
  const started = await startTest(token, { page_id: pageId, ...extra });
  expect(started.status).toBe(201);
  expect(started.body[0]).toMatchObject({ status: 'working', score: null });
  await world.work(started.body);
  return getTest(token, started.body[0].id);
}

const testIssues = async (token: string) =>
  (await world.browser.get('/v1/ops/issue?limit=100', { token })).body.results.filter(
    (issue: { labels: string[] }) => issue.labels.includes('test'),
  );

beforeEach(() => world.site.setVersion('a'));

describe('testing a page', () => {
  it('makes a baseline first, then passes an unchanged page with images 100 despite its noise', async () => {
    const { token, pageIds } = await world.team(['/pricing']);
    const first = await testPage(token, pageIds[0]!);
    expect(first).toMatchObject({
      status: 'passed',
      pre_scan: null,
      pre_scan_source: 'none',
      score: null,
      is_baseline: true,
      note: expect.stringContaining('baseline'),
    });

    const second = await testPage(token, pageIds[0]!);
    expect(second).toMatchObject({
      status: 'passed',
      pre_scan: first.post_scan,
      pre_scan_source: 'baseline',
      score: 100,
      threshold: 95,
      failing_components: [],
      error: null,
    });
    expect(second.component_scores).toEqual({
      html: 100,
      logs: 100,
      lighthouse: null,
      a11y: 100,
      security: 100,
      images: 100,
    });
    expect(second.deltas.images).toMatchObject({ changed_pixels: 0, regions: [] });
    expect(second.deltas.skipped).toEqual([
      { component: 'lighthouse', reason: 'Lighthouse did not run on both scans' },
    ]);
    const page = (await world.browser.get(`/v1/ops/page/${pageIds[0]}`, { token })).body;
    expect(page.info.latest_test).toEqual({ id: second.id, status: 'passed', score: 100 });
  });

  it('fails on changed content, layout and console with exact component results, opens one issue and closes it when fixed', async () => {
    const { token, pageIds } = await world.team(['/pricing']);
    const baseline = await testPage(token, pageIds[0]!);

    world.site.setVersion('b');
    const broken = await testPage(token, pageIds[0]!);
    expect(broken).toMatchObject({ status: 'failed', pre_scan: baseline.post_scan, error: null });
    expect(broken.score).toBeLessThan(95);
    // Console: the warning is resolved, the error is new (its timing normalised away).
    expect(broken.deltas.logs).toEqual({
      new: [
        {
          level: 'error',
          message: 'Payment widget failed to load after # ms',
          before: 0,
          after: 1,
        },
      ],
      resolved: [{ level: 'warning', message: 'Deprecated option used', before: 1, after: 0 }],
    });
    expect(broken.component_scores.logs).toBe(90);
    // a11y: the new image without alt is a new critical rule (15 points); nothing fixed.
    expect(broken.deltas.a11y.new.map((rule: { id: string }) => rule.id)).toEqual(['image-alt']);
    expect(broken.deltas.a11y.fixed).toEqual([]);
    expect(broken.component_scores.a11y).toBe(85);
    expect(broken.component_scores.security).toBe(100);
    // HTML: the heading's text changed, the section with its paragraph and image was added.
    const html = broken.deltas.html;
    expect(html.changed).toEqual([
      { path: 'html > body > main > h1', before: '<h1>Plans', after: '<h1>Our plans' },
    ]);
    expect(html.added.map((node: { after: string }) => node.after.split(' ')[0])).toEqual([
      '<section',
      '<p>Limited',
      '<img',
    ]);
    expect(html).toMatchObject({ removed_count: 0, changed_count: 1, added_count: 3 });
    const same = html.nodes_pre - 1;
    expect(broken.component_scores.html).toBe(
      Math.round((same / (html.nodes_pre + 3)) * 10_000) / 100,
    );
    // Images: the page grew by the 300 px section; changed areas are boxed.
    const images = broken.deltas.images;
    const grew = images.post_size.height - images.pre_size.height;
    expect(grew).toBeGreaterThanOrEqual(300); // the section and its paragraph's margin
    type Box = { x: number; y: number; width: number; height: number };
    // The heading at the top, the new section, and the rows only the longer page has.
    expect(images.regions.some((r: Box) => r.y < 40)).toBe(true);
    expect(images.regions).toContainEqual({
      x: 0,
      y: images.pre_size.height,
      width: images.width,
      height: grew,
    });
    expect(broken.component_scores.images).toBeLessThan(95);
    expect(broken.failing_components).toEqual(
      expect.arrayContaining(['html', 'images', 'logs', 'a11y']),
    );

    // The diff image is a PNG of the full size, for this team only.
    const diff = await world.t.app.inject({
      method: 'GET',
      url: images.diff.url,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(diff.headers['content-type']).toBe('image/png');
    expect(PNG.sync.read(diff.rawPayload)).toMatchObject({
      width: images.width,
      height: images.height,
    });
    const stranger = (await signUpWithTeam(world.browser, 'Other')).session.token;
    const foreign = await world.t.app.inject({
      method: 'GET',
      url: images.diff.url,
      headers: { authorization: `Bearer ${stranger}` },
    });
    expect(foreign.statusCode).toBe(404);

    // One issue, named by score and path; the same failure again does not open a second.
    let issues = await testIssues(token);
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({
      status: 'open',
      title: `Test failed at ${broken.score.toFixed(1)} % on /pricing`,
      trigger: { type: 'test', id: broken.id },
      affected: { type: 'page', id: pageIds[0], str: `${world.site.origin}/pricing` },
    });
    expect(issues[0].fingerprint).toBe(`test:${pageIds[0]}:a11y,html,images,logs`);
    expect(issues[0].details).toContain(`[Test](/test/${broken.id})`);
    const again = await testPage(token, pageIds[0]!);
    expect(again).toMatchObject({ status: 'failed', pre_scan: baseline.post_scan });
    issues = await testIssues(token);
    expect(issues).toHaveLength(1);
    expect(issues[0].trigger.id).toBe(again.id);

    // Fixed: the next test passes against the same baseline and closes the issue with a note.
    world.site.setVersion('a');
    const fixed = await testPage(token, pageIds[0]!);
    expect(fixed).toMatchObject({ status: 'passed', pre_scan: baseline.post_scan, score: 100 });
    issues = await testIssues(token);
    expect(issues[0]).toMatchObject({ status: 'closed' });
    expect(issues[0].details).toContain(`passed at 100 %`);
  });

  it('counts a pale section added on white as changed, boxed where it is', async () => {
    const { token, pageIds } = await world.team(['/offer']);
    await testPage(token, pageIds[0]!);
    const same = await testPage(token, pageIds[0]!);
    expect(same).toMatchObject({ status: 'passed', score: 100 });
    expect(same.component_scores.images).toBe(100);

    // Only the stylesheet changes: #fde8e8 is under pixelmatch's default threshold.
    world.site.setVersion('b');
    const pale = await testPage(token, pageIds[0]!);
    expect(pale).toMatchObject({ status: 'failed', failing_components: ['images'] });
    expect(pale.component_scores.html).toBe(100);
    const { regions, width } = pale.deltas.images;
    expect(regions).toHaveLength(1);
    // The section: x 0, y 100, full width, 300 px tall (WebP may blur its edges by a pixel).
    const [box] = regions;
    expect(box.x).toBe(0);
    expect(box.width).toBe(width);
    expect(Math.abs(box.y - 100)).toBeLessThanOrEqual(2);
    expect(Math.abs(box.height - 300)).toBeLessThanOrEqual(4);
    expect(pale.component_scores.images).toBeLessThan(95);
  });

  it('fails with the reason when the page cannot be visited, never staying working', async () => {
    const { token, pageIds } = await world.team(['/pricing']);
    await testPage(token, pageIds[0]!);
    await world.t.db.query(`UPDATE pages SET page_url = 'http://127.0.0.1:9/gone' WHERE id = $1`, [
      pageIds[0],
    ]);
    const test = await testPage(token, pageIds[0]!);
    expect(test).toMatchObject({ status: 'failed', score: null, component_scores: null });
    expect(test.error).toMatch(/^the page could not be visited: .*net::ERR_/);
    const issues = await testIssues(token);
    expect(issues[0].title).toBe('Test failed on /gone: the page could not be compared');
  });

  it('hides ignore selectors before capture, so a ticking clock compares equal once accepted', async () => {
    const { token, pageIds } = await world.team(['/clock']);
    const pageId = pageIds[0]!;
    await testPage(token, pageId);
    const ticking = await testPage(token, pageId);
    expect(ticking.component_scores.images).toBeLessThan(100);
    expect(ticking.component_scores.html).toBe(100);

    const settings = await world.browser.post(
      `/v1/ops/page/${pageId}/test-settings`,
      { ignore_selectors: ['#clock', 'not a [valid selector'] },
      { token },
    );
    expect(settings.body.ignore_selectors).toEqual(['#clock', 'not a [valid selector']);
    const masked = await testPage(token, pageId);
    const accepted = await world.browser.post(`/v1/ops/test/${masked.id}/accept`, {}, { token });
    expect(accepted.body).toMatchObject({ id: masked.id, is_baseline: true });

    const steady = await testPage(token, pageId);
    expect(steady).toMatchObject({ pre_scan: masked.post_scan, status: 'passed' });
    expect(steady.component_scores.images).toBe(100);
  });
});
