import { render, screen, waitFor, within } from '@testing-library/react';
import { AppProviders, ToastHost } from '@vigil/shared';
import { MemoryRouter } from 'react-router';
import { answerCalls, callsTo } from '../../../testing/render-app';
import { list, pageFixture, siteFixture } from '../../../testing/monitoring-fixtures';
import { resetBetweenTests } from '../../../testing/reset';
import { runFixture, scheduleFixture } from '../testing/schedule-fixtures';
import { SchedulesPanel } from './schedules-panel';

jest.mock('@vigil/shared', () =>
  jest.requireActual('../../../testing/shared-mock').sharedWithMocks(),
);
resetBetweenTests();

const site = siteFixture(1);
const otherSite = siteFixture(2);
const page = pageFixture(1, site.id);
const ofSite = scheduleFixture(1, {
  last_run: runFixture({ outcome: 'failed', error: 'database down' }),
});
const everySite = scheduleFixture(2, { scope: 'account', resources: [], task_type: 'test' });
const ofOtherSite = scheduleFixture(3, {
  resources: [{ id: otherSite.id, type: 'site', str: otherSite.site_url }],
});
const ofPage = scheduleFixture(4, {
  scope: 'page',
  task_type: 'caserun',
  resources: [{ id: page.id, type: 'page', str: page.page_url }],
});

function renderPanel(props: { siteId: string; pageId?: string }) {
  render(
    <AppProviders>
      <MemoryRouter>
        <SchedulesPanel {...props} />
      </MemoryRouter>
      <ToastHost />
    </AppProviders>,
  );
}
const items = () =>
  within(screen.getByRole('region', { name: 'Schedules' }))
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'));

describe('SchedulesPanel (call mocked at the @vigil/shared boundary)', () => {
  it("shows the schedules that run on a site: its own, its pages' and the team's", async () => {
    answerCalls({
      listSchedules: () => list([ofSite, everySite, ofOtherSite, ofPage]),
      listPages: () => list([page]),
    });
    renderPanel({ siteId: site.id });
    await waitFor(() =>
      expect(items()).toEqual([
        'Scan of https://site-1.example.com',
        'Test of every site',
        `Case run of ${page.page_url}`,
      ]),
    );
    expect(screen.getByText('database down')).toBeVisible();
    expect(callsTo('listPages')).toEqual([{ query: { site_id: site.id, limit: 100, offset: 0 } }]);
  });

  it('shows the schedules of a page and runs one now', async () => {
    answerCalls({
      listSchedules: () => list([ofSite, ofOtherSite, ofPage]),
      runSchedule: () => runFixture({ manual: true }),
    });
    renderPanel({ siteId: site.id, pageId: page.id });
    await waitFor(() =>
      expect(items()).toEqual([
        'Scan of https://site-1.example.com',
        `Case run of ${page.page_url}`,
      ]),
    );
    screen.getByRole('button', { name: `Run now: Case run of ${page.page_url}` }).click();
    expect(await screen.findByText('Run started.')).toBeVisible();
    expect(callsTo('runSchedule')).toEqual([{ params: { id: ofPage.id } }]);
  });

  it('says how to add one when nothing runs on the site', async () => {
    answerCalls({ listSchedules: () => list([ofOtherSite]), listPages: () => list([]) });
    renderPanel({ siteId: site.id });
    expect(await screen.findByText(/Nothing runs on this site by itself yet/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add a schedule' })).toHaveAttribute(
      'href',
      '/schedule',
    );
  });
});
