import { screen, waitFor, within } from '@testing-library/react';
import type { Secret } from '@vigil/contract';
import { slicesFixture } from '@vigil/shared/testing';
import { caseFixture, formSteps } from '../features/cases/testing/case-fixtures';
import { renderRoute } from '../features/scan-detail/testing/render-route';
import { answerCalls, callsTo, httpError } from '../testing/render-app';
import { list, siteFixture, uuid } from '../testing/monitoring-fixtures';
import { resetBetweenTests } from '../testing/reset';
import { CasesRoute } from './cases';
import { itemTexts } from '../testing/item-texts';

jest.mock('@vigil/shared', () => jest.requireActual('../testing/shared-mock').sharedWithMocks());
resetBetweenTests();

const renderCases = (search = '') => renderRoute('/case', <CasesRoute />, `/case${search}`);
const sites = [siteFixture(1), siteFixture(2)];
const member = slicesFixture().member;
const generated = caseFixture(1, { title: 'Generated one' });
const recorded = caseFixture(2, { title: 'Recorded one', type: 'recorded', site: sites[1]!.id });
const secretFixture = (index: number, name: string): Secret => ({
  id: uuid(index, '5ec0e700'),
  name,
  time_created: '2026-01-01T00:00:00Z',
  time_updated: '2026-01-02T00:00:00Z',
});

describe('Cases: filter by type', () => {
  it('asks the API for the picked type, pages it and keeps the type in the URL', async () => {
    const recordedOnes = [
      ...Array.from({ length: 10 }, (_, index) =>
        caseFixture(10 + index, { title: `Recorded ${index + 1}`, type: 'recorded' }),
      ),
      recorded,
    ];
    answerCalls({
      listCases: (input) => {
        const { type, offset = 0 } = (input as { query: { type?: string; offset?: number } }).query;
        const all = type === 'recorded' ? recordedOnes : [generated, ...recordedOnes];
        return list(all.slice(offset, offset + 10), all.length);
      },
      listSites: () => list(sites),
    });
    const { user, location } = renderCases();
    await screen.findByRole('link', { name: generated.title });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Recorded');
    expect(location()).toBe('/case?type=recorded');
    expect(await screen.findByText('Page 1 of 2')).toBeVisible();
    expect(screen.queryByRole('link', { name: generated.title })).toBeNull();
    expect(screen.getAllByRole('link', { name: /^Recorded/ })).toHaveLength(10);
    expect(callsTo('listCases').at(-1)).toEqual({
      query: { limit: 10, offset: 0, type: 'recorded' },
    });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeVisible();
    expect(screen.getByRole('link', { name: recorded.title })).toBeVisible();
  });

  it('says how to get a recorded case when there is none', async () => {
    answerCalls({
      listCases: (input) =>
        list((input as { query: { type?: string } }).query.type ? [] : [generated]),
      listSites: () => list(sites),
    });
    renderCases('?type=recorded');
    expect(await screen.findByText('No recorded cases yet')).toBeVisible();
    expect(screen.getByText(/Write one with New case/)).toBeVisible();
  });
});

describe('New case', () => {
  it('creates a recorded case on the picked site, starting on its home page, and opens it', async () => {
    const created = caseFixture(3, { title: 'Log in', type: 'recorded', site: sites[1]!.id });
    answerCalls({
      listCases: () => list([generated]),
      listSites: () => list(sites),
      createCase: () => created,
    });
    const { user, location } = renderCases();
    await user.click(await screen.findByRole('button', { name: 'New case' }));
    const dialog = await screen.findByRole('dialog', { name: 'New case' });
    await user.click(within(dialog).getByRole('button', { name: 'Create case' }));
    expect(within(dialog).getByText('Title is required')).toBeVisible();
    expect(callsTo('createCase')).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /^Title/ }), 'Log in');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: /^Site/ }),
      sites[1]!.site_url,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create case' }));
    await waitFor(() => expect(location()).toBe(`/case/${created.id}`));
    expect(callsTo('createCase')).toEqual([
      {
        body: {
          title: 'Log in',
          site: sites[1]!.id,
          steps: [{ action: { type: 'navigate', selector: null, value: null }, assertion: null }],
        },
      },
    ]);
  });

  it("shows the server's refusal in the dialog", async () => {
    answerCalls({
      listCases: () => list([]),
      listSites: () => list(sites),
      createCase: () => Promise.reject(httpError(404, { reason: 'Site not found.' })),
    });
    const { user } = renderCases(`?site=${sites[0]!.id}`);
    await user.click(await screen.findByRole('button', { name: 'New case' }));
    const dialog = await screen.findByRole('dialog', { name: 'New case' });
    expect(within(dialog).getByRole('combobox', { name: /^Site/ })).toHaveValue(sites[0]!.id);
    await user.type(within(dialog).getByRole('textbox', { name: /^Title/ }), 'Checkout');
    await user.click(within(dialog).getByRole('button', { name: 'Create case' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Site not found.');
  });
});

describe('Import Playwright file', () => {
  const source = [
    "import { test, expect } from '@playwright/test';",
    "test('log in', async ({ page }) => {",
    "  await page.goto('/login');",
    '  await page.waitForTimeout(500);',
    '});',
  ].join('\n');
  const imported = caseFixture(4, {
    title: 'log in',
    type: 'recorded',
    steps: formSteps.slice(0, 1),
  });

  it('sends the pasted file, lists the lines that became no step, then opens the case', async () => {
    answerCalls({
      listCases: () => list([]),
      listSites: () => list(sites),
      importCase: () => ({
        case: imported,
        unsupported: [{ line: 4, text: 'await page.waitForTimeout(500);' }],
      }),
    });
    const { user, location } = renderCases();
    await user.click(await screen.findByRole('button', { name: 'Import Playwright file' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import Playwright file' });
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(within(dialog).getByText('source is required')).toBeVisible();
    await user.click(within(dialog).getByRole('textbox', { name: /^Playwright test/ }));
    await user.paste(source);
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));

    expect(await within(dialog).findByText('Imported “log in” with 1 step.')).toBeVisible();
    const lines = within(dialog).getByRole('list', { name: 'Lines not imported' });
    expect(itemTexts(lines)).toEqual(['Line 4: await page.waitForTimeout(500);']);
    expect(callsTo('importCase')).toEqual([{ body: { site_id: sites[0]!.id, source } }]);
    await user.click(within(dialog).getByRole('button', { name: 'Open the case' }));
    expect(location()).toBe(`/case/${imported.id}`);
  });

  it('reads a chosen file and opens the case at once when every line became a step', async () => {
    answerCalls({
      listCases: () => list([]),
      listSites: () => list(sites),
      importCase: () => ({ case: imported, unsupported: [] }),
    });
    const { user, location } = renderCases();
    await user.click(await screen.findByRole('button', { name: 'Import Playwright file' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import Playwright file' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Title/ }), 'Log in again');
    await user.upload(
      within(dialog).getByLabelText('Test file'),
      new File([source], 'login.spec.ts', { type: 'text/typescript' }),
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /^Playwright test/ })).toHaveValue(source),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(location()).toBe(`/case/${imported.id}`));
    expect(callsTo('importCase')).toEqual([
      { body: { site_id: sites[0]!.id, source, title: 'Log in again' } },
    ]);
  });
});

describe('Secrets', () => {
  function answerSecrets(type: 'admin' | 'contributor') {
    let secrets = [secretFixture(1, 'SITE_PASSWORD')];
    answerCalls({
      listCases: () => list([generated]),
      listSites: () => list(sites),
      getMember: () => ({ ...member, type }),
      listSecrets: () => list(secrets),
      putSecret: (input) => {
        const { name } = (input as { body: { name: string } }).body;
        const saved = secrets.find((it) => it.name === name) ?? secretFixture(2, name);
        secrets = [...secrets.filter((it) => it.name !== name), saved];
        return saved;
      },
      deleteSecret: () => {
        secrets = [];
        return { success: true };
      },
    });
  }
  const openSecrets = async (user: ReturnType<typeof renderCases>['user']) => {
    await user.click(await screen.findByRole('button', { name: 'Secrets' }));
    return screen.findByRole('dialog', { name: 'Secrets' });
  };

  it('adds a secret from a password field and never shows its value again', async () => {
    answerSecrets('admin');
    const { user } = renderCases();
    const dialog = await openSecrets(user);
    expect(await within(dialog).findByText('{{SITE_PASSWORD}}')).toBeVisible();
    expect(within(dialog).getByText(/in a step.s value/)).toHaveTextContent('{{NAME}}');

    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'api_key');
    const value = within(dialog).getByLabelText(/^Value/);
    expect(value).toHaveAttribute('type', 'password');
    await user.type(value, 's3cret-value');
    await user.click(within(dialog).getByRole('button', { name: 'Save secret' }));

    expect(await within(dialog).findByText('{{API_KEY}}')).toBeVisible();
    expect(callsTo('putSecret')).toEqual([{ body: { name: 'API_KEY', value: 's3cret-value' } }]);
    expect(value).toHaveValue('');
    expect(document.body).not.toHaveTextContent('s3cret-value');
    expect(screen.getByText('Secret API_KEY saved.')).toBeVisible();
  });

  it('replaces a value by name and deletes a secret once confirmed', async () => {
    answerSecrets('admin');
    const { user } = renderCases();
    const dialog = await openSecrets(user);
    await user.click(await within(dialog).findByRole('button', { name: 'Replace SITE_PASSWORD' }));
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue('SITE_PASSWORD');
    await user.click(within(dialog).getByRole('button', { name: 'Save secret' }));
    expect(within(dialog).getByText('Value is required')).toBeVisible();
    await user.type(within(dialog).getByLabelText(/^Value/), 'new password');
    await user.click(within(dialog).getByRole('button', { name: 'Save secret' }));
    await waitFor(() =>
      expect(callsTo('putSecret')).toEqual([
        { body: { name: 'SITE_PASSWORD', value: 'new password' } },
      ]),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Delete SITE_PASSWORD' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete secret' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete secret' }));
    expect(await within(dialog).findByText('No secrets yet')).toBeVisible();
    expect(callsTo('deleteSecret')).toEqual([{ params: { id: secretFixture(1, 'x').id } }]);
  });

  it('shows a contributor the names only, without the form', async () => {
    answerSecrets('contributor');
    const { user } = renderCases();
    const dialog = await openSecrets(user);
    expect(await within(dialog).findByText('{{SITE_PASSWORD}}')).toBeVisible();
    expect(within(dialog).getByText('Only admins add, replace or delete secrets.')).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: /^(Replace|Delete) / })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Save secret' })).toBeNull();
  });
});
