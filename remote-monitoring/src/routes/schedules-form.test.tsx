import { act, screen, waitFor, within } from '@testing-library/react';
import type { ScheduleCreateBody } from '@vigil/contract';
import { alertFixture } from '../features/alerts/testing/alert-fixtures';
import { renderRoute } from '../features/scan-detail/testing/render-route';
import { flowFixture } from '../features/flows/testing/flow-fixtures';
import { COST_DEBOUNCE_MS } from '../features/schedules/components/schedule-form-dialog';
import { costFixture, scheduleFixture } from '../features/schedules/testing/schedule-fixtures';
import { answerCalls, callsTo, httpError } from '../testing/render-app';
import { list, siteFixture } from '../testing/monitoring-fixtures';
import { refusedOn } from '../testing/refused-on';
import { choose } from '../testing/choose';
import { resetBetweenTests } from '../testing/reset';
import { SchedulesRoute } from './schedules';

jest.mock('@vigil/shared', () => jest.requireActual('../testing/shared-mock').sharedWithMocks());
resetBetweenTests();

const sites = [siteFixture(1), siteFixture(2)];
const alert = alertFixture(1, { name: 'Site is down' });
const previews = () => callsTo('previewScheduleCost') as { body: ScheduleCreateBody }[];

function answer(overrides: Parameters<typeof answerCalls>[0] = {}) {
  answerCalls({
    listSchedules: () => list([]),
    listSites: () => list(sites),
    listAlerts: () => list([alert]),
    previewScheduleCost: (input) => {
      const { body } = input as { body: ScheduleCreateBody };
      if (body.scope === 'site' && body.resources.length === 0) {
        return Promise.reject(
          httpError(400, { reason: 'name at least one site', field: 'resources' }),
        );
      }
      return costFixture({
        units_per_run: body.resources.length,
        per_month: 30 * body.resources.length,
      });
    },
    createSchedule: () => scheduleFixture(9),
    ...overrides,
  });
}

async function openNewSchedule() {
  const view = renderRoute('/schedule', <SchedulesRoute />, '/schedule');
  await view.user.click((await screen.findAllByRole('button', { name: 'New schedule' }))[0]!);
  return { ...view, dialog: await screen.findByRole('dialog', { name: 'New schedule' }) };
}

describe('The schedule form (call mocked at the @vigil/shared boundary)', () => {
  it('asks for no cost until the form is a schedule, then shows it against the plan', async () => {
    answer();
    const { user, dialog } = await openNewSchedule();
    // Nothing ticked yet: the form says why there is no cost, in the API's words, and asks
    // nothing (the API would only answer 400), not even once the debounce has passed.
    expect(
      await within(dialog).findByText(/not known yet \(name at least one site\)/),
    ).toBeVisible();
    await act(() => new Promise((settle) => setTimeout(settle, COST_DEBOUNCE_MS + 100)));
    expect(previews()).toEqual([]);
    await user.click(
      await within(dialog).findByRole('checkbox', { name: 'https://site-1.example.com' }),
    );
    await user.click(
      await within(dialog).findByRole('checkbox', { name: 'https://site-2.example.com' }),
    );
    const cost = () => within(dialog).getByRole('status', { name: 'Cost' });
    await waitFor(() => expect(cost()).toHaveTextContent('60 scans per month of 500 allowed'));
    expect(cost()).toHaveTextContent('30 runs × 2 per run');
    // Debounced: the two ticks made one request, not one each.
    expect(previews().map(({ body }) => body.resources)).toEqual([[sites[0]!.id, sites[1]!.id]]);
    expect(previews().at(-1)!.body).toMatchObject({
      scope: 'site',
      task_type: 'scan',
      frequency: 'daily',
      cron: null,
      time: '09:00',
    });
  });

  it('warns when the schedule would use more than the plan allows', async () => {
    answer({
      previewScheduleCost: () =>
        costFixture({ per_month: 4320, allowance: 500, over_allowance: true }),
    });
    const { user, dialog } = await openNewSchedule();
    await user.click(
      await within(dialog).findByRole('checkbox', { name: 'https://site-1.example.com' }),
    );
    const cost = () => within(dialog).getByRole('status', { name: 'Cost' });
    await waitFor(() => expect(cost()).toHaveTextContent('4320 scans per month of 500 allowed'));
    expect(cost()).toHaveTextContent(/Over your plan/);
  });

  it('reads a cron out as it is typed', async () => {
    answer();
    const { user, dialog } = await openNewSchedule();
    await choose(user, dialog, 'Repeat', 'Custom (cron)');
    const cron = within(dialog).getByRole('textbox', { name: 'Cron' });
    expect(within(dialog).getByTestId('cron-reading')).toHaveTextContent('Runs at 09:00 on Monday');
    await user.clear(cron);
    await user.type(cron, '*/15 * * * *');
    expect(within(dialog).getByTestId('cron-reading')).toHaveTextContent('Runs every 15 minutes');
    await user.clear(cron);
    await user.type(cron, '0 9-17 * * 1-5');
    expect(within(dialog).getByTestId('cron-reading')).toHaveTextContent('Runs custom schedule');
  });

  it("creates the schedule from the form's fields, in the browser's timezone by default", async () => {
    answer();
    const { user, dialog } = await openNewSchedule();
    await user.click(
      await within(dialog).findByRole('checkbox', { name: 'https://site-2.example.com' }),
    );
    await choose(user, dialog, 'Task', 'Test (compare with the baseline)');
    await choose(user, dialog, 'Repeat', 'Every week');
    await choose(user, dialog, 'Alert', 'Site is down');
    await user.click(within(dialog).getByRole('button', { name: 'Create schedule' }));
    expect(await screen.findByText('Schedule created.')).toBeVisible();
    expect(callsTo('createSchedule')).toEqual([
      {
        body: {
          scope: 'site',
          resources: [sites[1]!.id],
          task_type: 'test',
          case_id: null,
          flow_id: null,
          frequency: 'weekly',
          cron: null,
          time: '09:00',
          timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
          status: 'Active',
          alert_id: alert.id,
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a 400 on the field it names', async () => {
    answer({
      createSchedule: refusedOn('cron', 'invalid cron: bad minute'),
    });
    const { user, dialog } = await openNewSchedule();
    await user.click(
      await within(dialog).findByRole('checkbox', { name: 'https://site-1.example.com' }),
    );
    await choose(user, dialog, 'Repeat', 'Custom (cron)');
    await user.click(within(dialog).getByRole('button', { name: 'Create schedule' }));
    const cron = within(dialog).getByRole('textbox', { name: 'Cron' });
    expect(await within(dialog).findByText('invalid cron: bad minute')).toBeVisible();
    expect(cron).toHaveAttribute('aria-invalid', 'true');
    // Typing again clears it.
    await user.type(cron, '1');
    expect(cron).not.toHaveAttribute('aria-invalid');
  });

  it('says when the plan allows no more schedules (426)', async () => {
    answer({
      createSchedule: () => Promise.reject(httpError(426, { reason: 'max schedules reached' })),
    });
    const { user, dialog } = await openNewSchedule();
    await user.click(
      await within(dialog).findByRole('checkbox', { name: 'https://site-1.example.com' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create schedule' }));
    const problem = await within(dialog).findByRole('alert');
    expect(problem).toHaveTextContent('max schedules reached');
    expect(within(problem).getByRole('link', { name: 'See the plans' })).toHaveAttribute(
      'href',
      '/billing',
    );
  });

  it('edits a schedule from its row, starting from its fields', async () => {
    const cronSchedule = scheduleFixture(1, {
      frequency: null,
      cron: '30 9 * * 1',
      resources: [{ id: sites[0]!.id, type: 'site', str: sites[0]!.site_url }],
    });
    answer({
      listSchedules: () => list([cronSchedule]),
      updateSchedule: () => cronSchedule,
    });
    const { user } = renderRoute('/schedule', <SchedulesRoute />, '/schedule');
    await user.click(await screen.findByRole('button', { name: /^Edit: / }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit schedule' });
    expect(within(dialog).getByRole('textbox', { name: 'Cron' })).toHaveValue('30 9 * * 1');
    expect(within(dialog).getByTestId('cron-reading')).toHaveTextContent('Runs at 09:30 on Monday');
    expect(within(dialog).getByRole('combobox', { name: 'Timezone' })).toHaveValue('Europe/Berlin');
    expect(
      await within(dialog).findByRole('checkbox', { name: 'https://site-1.example.com' }),
    ).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Save schedule' }));
    await waitFor(() =>
      expect(callsTo('updateSchedule')).toEqual([
        {
          params: { id: cronSchedule.id },
          body: expect.objectContaining({ cron: '30 9 * * 1', frequency: null }),
        },
      ]),
    );
  });

  it('offers case runs with a case picker and flow runs with a flow picker', async () => {
    const flow = flowFixture(3, { title: 'Nightly check' });
    answer({ listCases: () => list([]), listFlows: () => list([flow]) });
    const { user, dialog } = await openNewSchedule();
    const task = within(dialog).getByRole('combobox', { name: 'Task' });
    await user.selectOptions(task, 'Case run');
    expect(await within(dialog).findByText(/No cases yet/)).toBeVisible();
    expect(within(dialog).getByRole('combobox', { name: 'Case' })).toBeVisible();

    await user.selectOptions(task, 'Flow run (one run per site)');
    await user.click(
      await within(dialog).findByRole('checkbox', { name: 'https://site-1.example.com' }),
    );
    await user.selectOptions(
      await within(dialog).findByRole('combobox', { name: 'Flow' }),
      'Nightly check',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create schedule' }));
    expect(await screen.findByText('Schedule created.')).toBeVisible();
    expect(callsTo('createSchedule')).toEqual([
      {
        body: expect.objectContaining({ task_type: 'flowrun', flow_id: flow.id, case_id: null }),
      },
    ]);
  });

  it("offers a site migration, which repeats each chosen site's latest migration", async () => {
    answer();
    const { user, dialog } = await openNewSchedule();
    await choose(user, dialog, 'Task', "Site migration (repeats each site's latest)");
    await user.click(
      await within(dialog).findByRole('checkbox', { name: 'https://site-1.example.com' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create schedule' }));
    expect(await screen.findByText('Schedule created.')).toBeVisible();
    expect(callsTo('createSchedule')).toEqual([
      { body: expect.objectContaining({ task_type: 'migration', case_id: null, flow_id: null }) },
    ]);
  });

  it('makes a new alert from the form and picks it', async () => {
    const made = alertFixture(7, { name: 'Made here' });
    let created = false;
    answer({
      listAlerts: () => list(created ? [alert, made] : [alert]),
      createAlert: () => {
        created = true;
        return made;
      },
      getAlert: () => made,
    });
    const { user, dialog } = await openNewSchedule();
    await user.click(within(dialog).getByRole('button', { name: 'New alert' }));
    const editor = await screen.findByRole('dialog', { name: 'New alert' });
    await user.type(within(editor).getByRole('textbox', { name: 'Name' }), 'Made here');
    await user.click(within(editor).getByRole('button', { name: 'Create alert' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: /alert/ })).not.toBeInTheDocument(),
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Alert' })).toHaveValue(made.id),
    );
  });
});
