import { screen, waitFor, within } from '@testing-library/react';
import type { Case, CaseStep } from '@vigil/contract';
import { caseFixture, formSteps } from '../features/cases/testing/case-fixtures';
import { caseRunFixture } from '../features/cases/testing/case-run-fixtures';
import { renderRoute } from '../features/scan-detail/testing/render-route';
import { answerCalls, callsTo, httpError } from '../testing/render-app';
import { list, siteFixture } from '../testing/monitoring-fixtures';
import { resetBetweenTests } from '../testing/reset';
import { CaseRoute } from './case';
import { expectShows } from '../testing/expect-shows';

jest.mock('@vigil/shared', () => jest.requireActual('../testing/shared-mock').sharedWithMocks());
resetBetweenTests();

const site = siteFixture(1);
const signUp = caseFixture(1, { title: 'Sign up', site: site.id });

/** The case screen of `testCase` on its site, with no runs unless `answers` say otherwise. */
function renderCase(testCase: Case, answers: Parameters<typeof answerCalls>[0] = {}) {
  answerCalls({
    getCase: () => testCase,
    getSite: () => site,
    listSites: () => list([site]),
    listCaseRuns: () => list([]),
    ...answers,
  });
  return renderRoute('/case/:id', <CaseRoute />, `/case/${testCase.id}`);
}

/** The case screen, the API answering with `testCase` and echoing saved steps back. */
const renderEditor = (testCase: Case = signUp, save?: (steps: CaseStep[]) => unknown) =>
  renderCase(testCase, {
    updateCase: (input) => {
      const { steps } = (input as { body: { steps: CaseStep[] } }).body;
      return save ? save(steps) : { ...testCase, steps };
    },
  });

const steps = () => within(screen.getByRole('region', { name: 'Steps' }));
const stepItem = (number: number) => steps().getByRole('listitem', { name: `Step ${number}` });
const stepTexts = () =>
  steps()
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace(/(Edit|Done)↑↓Remove.*$/, ''));
const saveButton = () => screen.getByRole('button', { name: 'Save steps' });
/** Save pressed and answered: the step at `index` as the save sent it. */
const savedStep = async (user: ReturnType<typeof renderEditor>['user'], index: number) => {
  await user.click(saveButton());
  await screen.findByText('Steps saved.');
  return savedBodies()[0]?.[index];
};
const savedBodies = () =>
  callsTo('updateCase').map((input) => (input as { body: { steps: CaseStep[] } }).body.steps);

describe('Case steps editor (call mocked at the @vigil/shared boundary)', () => {
  it('moves a step up and down and removes one; unsaved until Save, which sends the new order', async () => {
    const { user } = renderEditor();
    await screen.findByRole('heading', { name: 'Sign up' });
    expect(saveButton()).toBeDisabled();
    expect(screen.queryByText('Unsaved changes')).toBeNull();
    expect(screen.getByRole('button', { name: 'Move step 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move step 3 down' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Move step 3 up' }));
    expect(stepTexts()).toEqual([
      '1.Go to https://site-1.example.com/signupExpect body to exist',
      '2.Click #signupExpect h1 to contain Welcome',
      '3.Enter jane.doe@example.com in #emailExpect #email to be visible',
    ]);
    expect(screen.getByText('Unsaved changes')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Move step 1 down' }));
    await user.click(screen.getByRole('button', { name: 'Remove step 3' }));
    expect(stepTexts()).toEqual([
      '1.Click #signupExpect h1 to contain Welcome',
      '2.Go to https://site-1.example.com/signupExpect body to exist',
    ]);

    await user.click(saveButton());
    expect(await screen.findByText('Steps saved.')).toBeVisible();
    expect(savedBodies()).toEqual([[formSteps[2], formSteps[0]]]);
    expect(callsTo('updateCase')[0]).toMatchObject({ params: { id: signUp.id } });
    expect(screen.queryByText('Unsaved changes')).toBeNull();
    expect(saveButton()).toBeDisabled();
  });

  it('adds a step, says what it still needs, and saves it once an element and a check are given', async () => {
    const { user } = renderEditor();
    await screen.findByRole('heading', { name: 'Sign up' });
    await user.click(screen.getByRole('button', { name: 'Add step' }));
    // A new step opens its form, and says what is missing before anything is sent.
    expect(within(stepItem(4)).getByText(/Click needs an element/)).toBeVisible();
    await user.click(saveButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Step 4 is not complete');
    expect(callsTo('updateCase')).toEqual([]);

    const action = within(stepItem(4)).getByRole('group', { name: 'Action' });
    await user.selectOptions(within(action).getByRole('combobox', { name: 'Action' }), 'change');
    await user.type(within(action).getByRole('textbox', { name: 'Label' }), 'Password');
    await user.type(
      within(action).getByRole('textbox', { name: /^Text to enter/ }),
      '{{{{SITE_PASSWORD}}',
    );
    const check = within(stepItem(4)).getByRole('group', { name: 'Check' });
    await user.selectOptions(within(check).getByRole('combobox', { name: 'Check' }), 'url');
    await user.type(within(check).getByRole('textbox', { name: /^Address/ }), '/welcome');
    expect(within(stepItem(4)).queryByText(/needs/)).toBeNull();
    expect(stepTexts()[3]).toBe(
      '4.Enter {{SITE_PASSWORD}} in field "Password"Expect the page address to be /welcome',
    );

    expect(await savedStep(user, 3)).toEqual({
      action: {
        type: 'change',
        selector: null,
        value: '{{SITE_PASSWORD}}',
        locator: { label: 'Password' },
      },
      assertion: { type: 'url', selector: null, value: '/welcome' },
    });
  });

  it('changes an action type, a locator by role and name and the check of an existing step', async () => {
    const { user } = renderEditor();
    await screen.findByRole('heading', { name: 'Sign up' });
    await user.click(screen.getByRole('button', { name: 'Edit step 3' }));
    const action = within(stepItem(3)).getByRole('group', { name: 'Action' });
    await user.selectOptions(within(action).getByRole('combobox', { name: 'Action' }), 'hover');
    await user.type(within(action).getByRole('textbox', { name: 'Role' }), 'button');
    await user.type(within(action).getByRole('textbox', { name: 'Name' }), 'Sign up');
    await user.clear(within(action).getByRole('textbox', { name: 'CSS selector' }));
    const check = within(stepItem(3)).getByRole('group', { name: 'Check' });
    await user.selectOptions(within(check).getByRole('combobox', { name: 'Check' }), 'regex');
    const pattern = within(check).getByRole('textbox', { name: /^Pattern/ });
    await user.clear(pattern);
    await user.type(pattern, 'Welcome (');
    expect(within(stepItem(3)).getByText(/not a valid regular expression/)).toBeVisible();
    await user.type(pattern, ')');
    await user.click(screen.getByRole('button', { name: 'Done editing step 3' }));
    expect(stepTexts()[2]).toBe('3.Hover over button "Sign up"Expect h1 to match /Welcome ()/');

    expect(await savedStep(user, 2)).toEqual({
      action: {
        type: 'hover',
        selector: null,
        value: null,
        locator: { role: 'button', name: 'Sign up' },
      },
      assertion: { type: 'regex', selector: 'h1', value: 'Welcome ()' },
    });
  });

  it("shows the server's 400 at the step it names, and clears it on the next change", async () => {
    const { user } = renderEditor(signUp, () =>
      Promise.reject(
        httpError(400, {
          reason: 'steps.1.action.value: Text to enter is required',
          field: 'steps.1.action.value',
        }),
      ),
    );
    await screen.findByRole('heading', { name: 'Sign up' });
    await user.click(screen.getByRole('button', { name: 'Move step 3 up' }));
    await user.click(saveButton());
    expect(
      await within(stepItem(2)).findByText('steps.1.action.value: Text to enter is required'),
    ).toBeVisible();
    expect(stepItem(2)).toHaveAccessibleDescription(/Text to enter is required/);
    expect(screen.getByText('Unsaved changes')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Move step 2 down' }));
    expect(screen.queryByText(/Text to enter is required/)).toBeNull();
  });

  it('discards the changes back to the saved steps', async () => {
    const { user } = renderEditor();
    await screen.findByRole('heading', { name: 'Sign up' });
    await user.click(screen.getByRole('button', { name: 'Remove step 1' }));
    expect(stepTexts()).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(stepTexts()).toHaveLength(3);
    expect(screen.queryByText('Unsaved changes')).toBeNull();
  });
});

describe('Rename', () => {
  it('saves a new title alone, refusing a blank one', async () => {
    const { user } = renderCase(signUp, {
      updateCase: (input) => ({ ...signUp, ...(input as { body: { title: string } }).body }),
    });
    await user.click(await screen.findByRole('button', { name: 'Rename' }));
    const title = screen.getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    expect(screen.getByText('Title is required')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save title' }));
    expect(callsTo('updateCase')).toEqual([]);
    await user.type(title, 'Sign up and confirm');
    await user.click(screen.getByRole('button', { name: 'Save title' }));
    expect(await screen.findByRole('heading', { name: 'Sign up and confirm' })).toBeVisible();
    expect(callsTo('updateCase')).toEqual([
      { params: { id: signUp.id }, body: { title: 'Sign up and confirm' } },
    ]);
  });
});

describe('Delete case', () => {
  it('asks first, deletes the case and goes back to the list', async () => {
    const { user, location } = renderCase(signUp, { deleteCase: () => ({ success: true }) });
    await user.click(await screen.findByRole('button', { name: 'Delete case' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete case' });
    expect(dialog).toHaveTextContent('Delete “Sign up”? Its runs and their screenshots');
    await user.click(within(dialog).getByRole('button', { name: 'Delete case' }));
    await waitFor(() => expect(location()).toBe('/case'));
    expect(callsTo('deleteCase')).toEqual([{ params: { id: signUp.id } }]);
  });
});

describe('Runs of a case', () => {
  it('lists the runs with status, site, duration and a link to each, a page at a time', async () => {
    const passed = caseRunFixture(1);
    const failed = caseRunFixture(2, { status: 'failed', duration_ms: 900 });
    const working = caseRunFixture(3, { status: 'working', duration_ms: null });
    const { user } = renderCase(signUp, {
      listCaseRuns: () => list([working, failed, passed], 12),
    });
    const table = await screen.findByRole('table', { name: 'Runs' });
    const [, first, second, third] = within(table).getAllByRole('row');
    expectShows(first, ['Running…', '—']);
    expectShows(second, ['Failed', '0.9 s']);
    expectShows(third, ['Passed', '4.3 s']);
    expect(await within(third!).findByText(site.site_url)).toBeVisible();
    expect(within(third!).getByRole('link')).toHaveAttribute('href', `/caserun/${passed.id}`);
    expect(callsTo('listCaseRuns')[0]).toEqual({
      query: { limit: 10, offset: 0, case_id: signUp.id },
    });
    const pages = screen.getByRole('navigation', { name: 'Runs pages' });
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(callsTo('listCaseRuns').at(-1)).toEqual({
      query: { limit: 10, offset: 10, case_id: signUp.id },
    });
  });

  it('says how to get a first run when there is none', async () => {
    renderEditor();
    await screen.findByRole('heading', { name: 'Sign up' });
    expect(await screen.findByText('No runs yet', undefined, { timeout: 5000 })).toBeVisible();
  });
});
