import { act, screen, waitFor, within } from '@testing-library/react';
import { caseFixture } from '../features/cases/testing/case-fixtures';
import { caseRunFixture, stepResult } from '../features/cases/testing/case-run-fixtures';
import { renderRoute } from '../features/scan-detail/testing/render-route';
import { answerCalls, callsTo, httpError } from '../testing/render-app';
import { list, siteFixture, uuid } from '../testing/monitoring-fixtures';
import { CaseRoute } from './case';
import { resetBetweenTests } from '../testing/reset';
import { CaseRunRoute } from './case-run';

jest.mock('@vigil/shared', () => jest.requireActual('../testing/shared-mock').sharedWithMocks());
resetBetweenTests();

const renderRun = (id: string) => renderRoute('/caserun/:id', <CaseRunRoute />, `/caserun/${id}`);
const site = siteFixture(1);
const signUp = caseFixture(1, { title: 'Sign up' });
const stepItem = (number: number) =>
  within(screen.getByRole('region', { name: 'Steps' })).getByRole('listitem', {
    name: `Step ${number}`,
  });

afterEach(() => jest.useRealTimers());

describe('Case run (call mocked at the @vigil/shared boundary)', () => {
  it('turns each step green as the run goes, re-reading it every 5 s until it ends', async () => {
    jest.useFakeTimers();
    const working = caseRunFixture(1, {
      status: 'working',
      duration_ms: null,
      time_completed: null,
      steps: [
        stepResult(0),
        stepResult(1, { status: 'running', duration_ms: null }),
        stepResult(2, { status: 'pending', duration_ms: null }),
      ],
    });
    let done = false;
    answerCalls({
      getCaseRun: () => (done ? caseRunFixture(1) : working),
      getCase: () => signUp,
      getSite: () => site,
    });
    renderRun(working.id);
    expect(await screen.findByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      `/case/${signUp.id}`,
    );
    expect(await screen.findByRole('link', { name: site.site_url })).toHaveAttribute(
      'href',
      `/site/${site.id}`,
    );
    expect(within(stepItem(1)).getByText('Passed')).toBeVisible();
    expect(within(stepItem(1)).getByText('1.2 s')).toBeVisible();
    expect(within(stepItem(2)).getByText('Running…')).toBeVisible();
    expect(within(stepItem(3)).getByText('Waiting')).toBeVisible();
    expect(stepItem(2)).toHaveTextContent('Enter jane.doe@example.com in #email');

    done = true;
    await act(() => jest.advanceTimersByTimeAsync(5000));
    expect(await within(stepItem(3)).findByText('Passed')).toBeVisible();
    expect(screen.getByText('Total time 4.3 s')).toBeVisible();
    expect(callsTo('getCaseRun')).toHaveLength(2);
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(callsTo('getCaseRun')).toHaveLength(2); // ended: no more polling
  });

  it("shows a failed step's error, console errors, the locator, its screenshot and the issue", async () => {
    const issue = uuid(7, '155e0000');
    const failed = caseRunFixture(2, {
      status: 'failed',
      issue,
      steps: [
        stepResult(0, { locator: { kind: 'css', description: 'css body' } }),
        stepResult(1, {
          status: 'failed',
          error: 'no element matches label "Email", css #email',
          console_errors: ['boom'],
          screenshot: {
            id: uuid(9),
            url: `/v1/ops/artifact/${uuid(9)}`,
            content_type: 'image/png',
          },
        }),
        stepResult(2, { status: 'skipped', duration_ms: null }),
      ],
    });
    answerCalls({
      getCaseRun: () => failed,
      getCase: () => signUp,
      getSite: () => site,
      getArtifact: () => new Blob(['png']),
    });
    URL.createObjectURL = jest.fn(() => 'blob:shot');
    URL.revokeObjectURL = jest.fn();
    const { user } = renderRun(failed.id);
    await screen.findByRole('region', { name: 'Steps' });
    expect(
      await within(stepItem(2)).findByText('no element matches label "Email", css #email'),
    ).toBeVisible();
    expect(within(stepItem(2)).getByText('Console errors: boom')).toBeVisible();
    expect(within(stepItem(1)).getByText('Found by css body')).toBeVisible();
    // A thumbnail, so the steps stay readable; it opens the whole capture in a dialog.
    const thumbnail = await within(stepItem(2)).findByRole('button', {
      name: 'The page after step 2: open full size',
    });
    expect(within(stepItem(2)).queryByRole('img', { name: 'The page after step 2' })).toBeNull();
    expect(thumbnail).toHaveStyle({ width: '10rem', height: '6.25rem' });
    await user.click(thumbnail);
    const dialog = await screen.findByRole('dialog', { name: 'The page after step 2' });
    expect(within(dialog).getByRole('img', { name: 'The page after step 2' })).toHaveAttribute(
      'src',
      'blob:shot',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(thumbnail).toHaveFocus();
    expect(within(stepItem(3)).getByText('Skipped')).toBeVisible();
    expect(screen.getAllByText('Failed')[0]).toBeVisible();
    expect(screen.getByRole('link', { name: 'See the issue this failure opened' })).toHaveAttribute(
      'href',
      `/issue/${issue}`,
    );
  });

  it('says the run was not found when the API answers 404', async () => {
    answerCalls({ getCaseRun: () => Promise.reject(httpError(404, { reason: 'Not found.' })) });
    renderRun(uuid(3));
    expect(await screen.findByText('Case run not found')).toBeVisible();
  });

  it('runs a case on the picked site from /case/:id and opens the run', async () => {
    const other = siteFixture(2);
    const run = caseRunFixture(4, { status: 'working' });
    answerCalls({
      getCase: () => signUp,
      getSite: () => site,
      listSites: () => list([site, other]),
      createCaseRun: () => run,
    });
    const { user, location } = renderRoute('/case/:id', <CaseRoute />, `/case/${signUp.id}`);
    const picker = await screen.findByRole('combobox', { name: 'Run on' });
    await screen.findByRole('option', { name: other.site_url });
    expect(picker).toHaveValue(site.id);
    await user.selectOptions(picker, other.id);
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(callsTo('createCaseRun')).toEqual([{ body: { case_id: signUp.id, site_id: other.id } }]);
    await screen.findByText(`/caserun/${run.id}`);
    expect(location()).toBe(`/caserun/${run.id}`);
  });
});
