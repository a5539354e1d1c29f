import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { publishRemote } from '@vigil/tooling/remotes/publish';
import { createUser, signInThroughForm } from './browser';
import { repoRoot } from './stack';
import { useStack } from './use-stack';

// Publishes skewed billing builds in a web root of its own: the other journeys' billing never moves.
const product = useStack({ ownWebRoot: true });

/**
 * Two production builds of remote-billing under load 20 on two cores: a bound, not a timing
 * (one build took 1-2 min beside the other journeys).
 */
const SKEW_BUILDS_MS = 600_000;

/** The @vigil/shared the host provides (shared/package.json). */
const HOST_SHARED = (
  JSON.parse(readFileSync(join(repoRoot, 'shared', 'package.json'), 'utf8')) as { version: string }
).version;

/** Billing as if built against an older @vigil/shared and React: ranges the host's versions meet. */
const OLDER = '@vigil/shared=2.3.0,react=19.2.0,react-dom=19.2.0';
/** Billing as if built against the next major of @vigil/shared: no version the host has meets it. */
const NEWER_MAJOR = '@vigil/shared=3.0.0';

/** remote-billing built with VIGIL_TEST_SHARED_VERSIONS (tooling/webpack/shared-map.ts) into outDir. */
function buildSkewedBilling(versions: string, outDir: string): Promise<void> {
  const tsx = join(repoRoot, 'e2e', 'node_modules', '.bin', 'tsx');
  const child = spawn(tsx, [join(__dirname, 'skew-build.ts'), 'remote-billing', outDir], {
    cwd: repoRoot,
    env: { ...process.env, VIGIL_TEST_SHARED_VERSIONS: versions },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // Only a failed build's errors are worth printing (webpack warns on every build).
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`skewed billing build (${versions}) exit ${code}:\n${errors}`)),
    );
  });
}

interface ShareEntry {
  version: string;
  from: string;
  loaded: boolean;
}

/** The host's default share scope: every version registered of each key, who offered it, loaded or not. */
function shareScope(page: Page): Promise<Record<string, ShareEntry[]>> {
  return page.evaluate(() => {
    type Shared = { from: string; loaded?: boolean; lib?: unknown };
    type Instance = {
      name: string;
      shareScopeMap: Record<string, Record<string, Record<string, Shared>>>;
    };
    const federation = (window as unknown as { __FEDERATION__: { __INSTANCES__: Instance[] } })
      .__FEDERATION__;
    const host = federation.__INSTANCES__.find((instance) => instance.name === 'host');
    const scope = host?.shareScopeMap.default ?? {};
    return Object.fromEntries(
      Object.entries(scope).map(([key, versions]) => [
        key,
        Object.entries(versions).map(([version, shared]) => ({
          version,
          from: shared.from,
          loaded: Boolean(shared.loaded) || typeof shared.lib === 'function',
        })),
      ]),
    );
  });
}

const loadedOf = (scope: Record<string, ShareEntry[]>, key: string) =>
  (scope[key] ?? []).filter((entry) => entry.loaded);

const dirs = { older: '', newer: '' };

beforeAll(async () => {
  dirs.older = mkdtempSync(join(tmpdir(), 'vigil-skew-older-'));
  dirs.newer = mkdtempSync(join(tmpdir(), 'vigil-skew-newer-'));
  await Promise.all([
    buildSkewedBilling(OLDER, dirs.older),
    buildSkewedBilling(NEWER_MAJOR, dirs.newer),
  ]);
}, SKEW_BUILDS_MS);

afterAll(() => {
  for (const dir of Object.values(dirs)) if (dir) rmSync(dir, { recursive: true, force: true });
});

async function signedInPage() {
  const user = await createUser(product.stack.apiUrl);
  const page = await product.browser.newPage();
  const failures: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('[remote failure]')) failures.push(message.text());
  });
  await signInThroughForm(page, product.stack.baseUrl, user);
  await page.waitForURL(/\/account\/new$/);
  return { page, user, failures };
}

describe('a remote built against other shared versions than the host', () => {
  it('loads one built against older minors, on the host’s single React and @vigil/shared', async () => {
    publishRemote('billing', { build: false, webDir: product.stack.webDir, distDir: dirs.older });
    const { page, failures } = await signedInPage();
    await page.goto(`${product.stack.baseUrl}/billing`);
    // The team's plan, asked for with the session the host's store holds.
    const plan = page.getByTestId('current-plan');
    await plan.waitFor();
    expect((await plan.textContent())?.trim()).not.toBe('');

    const scope = await shareScope(page);
    expect(scope['@vigil/shared']).toEqual(
      expect.arrayContaining([
        { version: HOST_SHARED, from: 'host', loaded: true },
        { version: '2.3.0', from: 'billing', loaded: false },
      ]),
    );
    for (const key of ['react', 'react-dom', 'jotai', '@tanstack/react-query', '@vigil/shared']) {
      expect(loadedOf(scope, key)).toEqual([expect.objectContaining({ from: 'host' })]);
    }
    expect(failures).toEqual([]);
    await page.close();
  });

  it('shows the billing fallback for one that needs the next major, and the rest works', async () => {
    publishRemote('billing', { build: false, webDir: product.stack.webDir, distDir: dirs.newer });
    const { page, user, failures } = await signedInPage();
    await page.goto(`${product.stack.baseUrl}/billing`);
    await page.getByText('Billing is temporarily unavailable').waitFor();
    expect(failures.join('\n')).toMatch(/@vigil\/shared.*\^3\.0\.0/);
    // Its own copy of @vigil/shared never ran: the host's is still the only one.
    const scope = await shareScope(page);
    expect(loadedOf(scope, '@vigil/shared')).toEqual([
      { version: HOST_SHARED, from: 'host', loaded: true },
    ]);

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Logs' })
      .click();
    await page.getByRole('heading', { name: 'Logs', exact: true }).waitFor();
    expect(await page.getByTestId('account-email').textContent()).toBe(user.email);
    await page.close();
  });
});
