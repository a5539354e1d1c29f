import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WEBHOOK_VERIFY_SNIPPETS } from '@vigil/contract';
import { withWebhookTeamApp, type Received } from '../../test/receiver-fixture';
import { alertJobs } from '../alerts/jobs';
import { testEnv } from '../env';
import { signatureOf } from './signature';

/**
 * Issue 43, item 3: the alert editor described the signature wrongly, so a receiver built from
 * the screen refused every call. The screens and docs/webhooks.md now show one recipe, the
 * contract's snippets; here a real delivery is checked by running exactly those snippets, as a
 * customer's receiver would (Node and Python, each in its own process).
 */
const hooks = withWebhookTeamApp();
const { receiver } = hooks;
const folder = mkdtempSync(join(tmpdir(), 'vigil-webhook-recipe-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const [node, python] = WEBHOOK_VERIFY_SNIPPETS;
// Each snippet saved as a receiver would save it, and a few lines that call it on one request.
writeFileSync(join(folder, 'verify.mjs'), node.code);
writeFileSync(
  join(folder, 'check.mjs'),
  `import { isFromVigil } from './verify.mjs';
const input = JSON.parse(process.argv[2]);
process.stdout.write(String(isFromVigil(input.secret, input.headers, Buffer.from(input.body, 'base64'))));`,
);
writeFileSync(join(folder, 'verify.py'), python.code);
// Flask's request.headers finds a header whatever the case of its name; Node's are lower case.
writeFileSync(
  join(folder, 'check.py'),
  `import base64, json, sys
from verify import is_from_vigil
class Headers(dict):
    def get(self, name, default=None):
        return super().get(name.lower(), default)
given = json.loads(sys.argv[1])
print(is_from_vigil(given["secret"], Headers(given["headers"]), base64.b64decode(given["body"])), end="")`,
);

interface Request {
  secret: string;
  headers: Record<string, string>;
  body: string;
}
/** What each language's snippet says of one request: true when it takes it as Vigil's. */
function verdicts(request: Request) {
  const argument = JSON.stringify({
    ...request,
    body: Buffer.from(request.body, 'utf8').toString('base64'),
  });
  const run = (command: string, file: string) =>
    execFileSync(command, [file, argument], { cwd: folder, encoding: 'utf8' });
  return { node: run(process.execPath, 'check.mjs'), python: run('python3', 'check.py') };
}

/** The request as the receiver got it: its headers as strings and its body as it arrived. */
const requestOf = (delivery: Received): Request => ({
  secret: hooks.secret,
  headers: Object.fromEntries(
    Object.entries(delivery.headers).map(([name, value]) => [name, String(value)]),
  ),
  body: delivery.raw,
});

// What the pipeline records for a failing page (alerts/notify.ts), with a byte beyond ASCII.
const PAYLOAD = {
  state: 'failing',
  alert: { name: 'Checkout is slow' },
  object: { type: 'scan', url: 'http://vigil.test/scan/1' },
  site_url: 'https://shop.example',
  page_url: 'https://shop.example/prix?q=été',
  figures: [{ metric: 'health', operator: '<', value: 80, actual: 61 }],
};

/** An alert with a webhook action to the receiver fires once, sent by the delivery job. */
async function deliverOnce() {
  const hook = await receiver;
  const created = await hooks.app.browser.call('POST', '/v1/ops/alert', {
    apiToken: hooks.app.session.api_token,
    body: {
      name: 'Checkout is slow',
      expressions: [{ joiner: '', metric: 'health', operator: '<', value: 80 }],
      actions: [{ type: 'webhook', target: hook.url }],
    },
  });
  expect(created.status).toBe(201);
  hooks.secret = created.body.webhook_secret as string;
  const deliveries = await hooks.app.t.db.query<{ id: string }>(
    `INSERT INTO deliveries (account_id, alert_id, kind, action, target, payload)
     SELECT account_id, id, 'failing', 'webhook', $2, $3 FROM alerts WHERE id = $1 RETURNING id`,
    [created.body.id, hook.url, JSON.stringify(PAYLOAD)],
  );
  const env = testEnv({
    VIGIL_OUTBOX_DIR: hooks.app.t.outboxDir,
    VIGIL_ALLOW_PRIVATE_TARGETS: '127.0.0.1',
  });
  const [deliver] = alertJobs(hooks.app.t.db, env);
  await deliver!.handle({ deliveryId: deliveries[0]!.id });
  expect(hook.received).toHaveLength(1);
  return requestOf(hook.received[0]!);
}

describe('the documented webhook recipe', () => {
  it('docs/webhooks.md shows the very snippets the screens show', () => {
    const doc = readFileSync(join(__dirname, '..', '..', '..', 'docs', 'webhooks.md'), 'utf8');
    for (const snippet of WEBHOOK_VERIFY_SNIPPETS)
      expect(doc).toContain(`\`\`\`${snippet.fence}\n${snippet.code}\`\`\``);
  });

  it('accepts a real delivery in Node and in Python, and refuses it changed, re-keyed or old', async () => {
    const delivered = await deliverOnce();
    expect(delivered.headers['x-vigil-signature']).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(verdicts(delivered)).toEqual({ node: 'true', python: 'True' });

    const changed = { ...delivered, body: delivered.body.replace('failing', 'passing') };
    expect(verdicts(changed)).toEqual({ node: 'false', python: 'False' });
    expect(verdicts({ ...delivered, secret: `${hooks.secret}x` })).toEqual({
      node: 'false',
      python: 'False',
    });
    // Signed right, but ten minutes ago: a replay of a captured call.
    const old = String(Number(delivered.headers['x-vigil-timestamp']) - 600);
    const replayed = {
      ...delivered,
      headers: {
        ...delivered.headers,
        'x-vigil-timestamp': old,
        'x-vigil-signature': signatureOf(hooks.secret, old, delivered.body),
      },
    };
    expect(verdicts(replayed)).toEqual({ node: 'false', python: 'False' });
  });
});
