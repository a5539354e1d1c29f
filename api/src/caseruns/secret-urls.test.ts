import type { CaseStep } from '@vigil/contract';
import { useCaseRunWorld } from '../../test/caserun-world';
import { signUpWithTeam } from '../../test/harness';

/**
 * Issue 42, item 4: a secret typed into a GET form came back in the next page's URL as the browser
 * encodes it (`Pw%21TOKEN123%7E%27%28x%29+y`), which the masker did not know, and any member who
 * could read the run read it. The fixture's /echo page repeats the value every way a page might.
 */
jest.setTimeout(180_000);

const CORE = 'TOKEN123';
/** Every reserved character, quotes and Unicode around a core no encoder changes. */
const VALUE = `Pw!${CORE}~'(x) y #$&*+,/:;=?@[]%"é€`;

const world = useCaseRunWorld();

const step = (
  action: Partial<CaseStep['action']> & Pick<CaseStep['action'], 'type'>,
  assertion: CaseStep['assertion'] = null,
): CaseStep => ({ action: { selector: null, value: null, ...action }, assertion });
const shows = (selector: string, value: string): CaseStep['assertion'] => ({
  type: 'text',
  selector,
  value,
});

const STEPS: CaseStep[] = [
  step({ type: 'navigate', value: '/echo' }),
  step({ type: 'change', value: '{{SHOP_PW}}', locator: { label: 'Pass' } }),
  // The GET form: the URL, console lines (one cut mid-value), an uncaught error.
  step(
    { type: 'click', locator: { role: 'button', name: 'Go' } },
    { type: 'exists', selector: '#logged', value: null },
  ),
  // Fails quoting the page's text: the value as typed.
  step({ type: 'wait', value: '0' }, shows('#shown', 'nothing')),
  // A link carrying the URL once more encoded; fails quoting that URL.
  step(
    { type: 'click', locator: { role: 'link', name: 'Again' } },
    { type: 'contains', selector: null, value: '/never' },
  ),
  // Fails quoting the page's text: the first URL, encoded once.
  step({ type: 'wait', value: '0' }, shows('#shown', 'nothing')),
];

/** The forms of the value a reader would recognise, for the message when one is found. */
const FORMS = [
  VALUE,
  JSON.stringify(VALUE).slice(1, -1),
  encodeURIComponent(VALUE),
  new URLSearchParams({ v: VALUE }).toString().slice(2),
  encodeURIComponent(encodeURIComponent(VALUE)),
];

/** Every string in an answer, and each decoded once and twice as a URL parameter would be. */
function readings(answer: unknown): string[] {
  const strings: string[] = [];
  const walk = (node: unknown) => {
    if (typeof node === 'string') strings.push(node);
    else if (node && typeof node === 'object') Object.values(node).forEach(walk);
  };
  walk(answer);
  const decode = (text: string) => {
    try {
      return decodeURIComponent(text.replace(/\+/g, ' '));
    } catch {
      return text;
    }
  };
  return strings.flatMap((text) => [text, decode(text), decode(decode(text))]);
}

it('keeps a secret typed into a GET form out of every field of the run, its list and its issue', async () => {
  const { session, team } = await signUpWithTeam(world.browser);
  const token = session.token;
  await world.t.db.query("UPDATE accounts SET type = 'enterprise' WHERE id = $1", [team.id]);
  const site = await world.browser.post('/v1/ops/site', { site_url: world.site.origin }, { token });
  const secret = await world.browser.post(
    '/v1/ops/secret',
    { name: 'SHOP_PW', value: VALUE },
    { token },
  );
  expect(secret.status).toBe(200);
  const testCase = await world.browser.post(
    '/v1/ops/case',
    { title: 'Echo', site: site.body.id, steps: STEPS },
    { token },
  );
  expect(testCase.status).toBe(201);
  const started = await world.browser.post(
    '/v1/ops/caserun',
    { case_id: testCase.body.id, site_id: site.body.id, continue_on_failure: true },
    { token },
  );
  await world.worker().handle({ caserunId: started.body.id });

  const run = (await world.browser.get(`/v1/ops/caserun/${started.body.id}`, { token })).body;
  expect(run.steps.map((result: { status: string }) => result.status)).toEqual([
    'passed',
    'passed',
    'passed',
    'failed',
    'failed',
    'failed',
  ]);
  // The URL keeps its shape, the value masked in it: first as the form sent it, then nested.
  expect(run.steps[2].url).toBe(`${world.site.origin}/echo?pass={{SHOP_PW}}`);
  const nested = `${world.site.origin}/echo?back=${encodeURIComponent(`${world.site.origin}/echo?pass=`)}{{SHOP_PW}}`;
  expect(run.steps[4].url).toBe(nested);
  expect(run.steps[3].error).toBe('css #shown reads "{{SHOP_PW}}", expected text "nothing"');
  expect(run.steps[4].error).toBe(`the page is at ${nested}, expected contains /never`);
  expect(run.steps[5].error).toBe(
    `css #shown reads "${world.site.origin}/echo?pass={{SHOP_PW}}", expected text "nothing"`,
  );
  // Each console line and the uncaught error is kept, masked; the line the page wrote with the
  // 500-character cut in the middle of the value is masked whole, not cut first.
  expect(run.steps[2].console_errors).toHaveLength(4);
  for (const line of run.steps[2].console_errors) expect(line).toContain('{{SHOP_PW}}');
  expect(run.steps[2].console_errors[0]).toMatch(/^x{300,}http:\S+\/echo\?pass=\{\{SHOP_PW\}\}$/);

  const answers = [
    run,
    (await world.browser.get('/v1/ops/caserun', { token })).body,
    (await world.browser.get(`/v1/ops/caserun?case_id=${testCase.body.id}`, { token })).body,
    (await world.browser.get(`/v1/ops/issue/${run.issue}`, { token })).body,
    await world.t.db.query('SELECT * FROM caseruns WHERE id = $1', [run.id]),
    await world.t.db.query('SELECT * FROM issues WHERE id = $1', [run.issue]),
  ];
  const leaks = readings(answers).filter(
    (text) => text.includes(CORE) || FORMS.some((form) => text.includes(form)),
  );
  expect(leaks).toEqual([]);
});
