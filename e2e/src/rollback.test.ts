import { statSync } from 'node:fs';
import { join } from 'node:path';
import { publishRemote } from '@vigil/tooling/remotes/publish';
import { readPointer } from '@vigil/tooling/remotes/registry';
import { rollbackRemote } from '@vigil/tooling/remotes/rollback';
import { createUser, recordingPage, signInThroughForm } from './browser';
import { repoRoot } from './stack';
import { useStack } from './use-stack';

// Publishes and rolls back in a web root of its own: the other journeys' remotes never move.
const product = useStack({ ownWebRoot: true });

const builtAt = (app: string) => statSync(join(repoRoot, app, 'dist', 'mf-manifest.json')).mtimeMs;

describe('rolling back one remote', () => {
  it('serves the previous billing version after a rollback, with nothing rebuilt', async () => {
    const before = { host: builtAt('host'), billing: builtAt('remote-billing') };
    const second = publishRemote('billing', { build: false, webDir: product.stack.webDir });
    const third = publishRemote('billing', { build: false, webDir: product.stack.webDir });
    expect(readPointer(product.stack.webDir).billing?.version).toBe(third.version);
    const rolled = rollbackRemote('billing', undefined, { webDir: product.stack.webDir });
    expect(rolled.to).toBe(second.version);

    const user = await createUser(product.stack.apiUrl);
    const { page, requests } = await recordingPage(product.browser);
    await signInThroughForm(page, product.stack.baseUrl, user);
    await page.waitForURL(/\/account\/new$/);
    requests.length = 0;
    await page.goto(`${product.stack.baseUrl}/billing`);
    await page.getByRole('heading', { name: 'Billing', exact: true }).waitFor();

    const billingFiles = requests.filter((url) =>
      new URL(url).pathname.startsWith('/remotes/billing/'),
    );
    expect(billingFiles.length).toBeGreaterThan(0);
    expect(billingFiles.every((url) => url.includes(`/remotes/billing/${second.version}/`))).toBe(
      true,
    );
    expect(billingFiles.some((url) => url.includes(third.version))).toBe(false);
    // A pointer change only: neither the host nor the remote was built again.
    expect({ host: builtAt('host'), billing: builtAt('remote-billing') }).toEqual(before);
    await page.close();
  });
});
