import { screen } from '@testing-library/react';
import { answerCalls, renderApp } from '../testing/render-app';
import { list, metricsFixture, teamFixture } from '../testing/monitoring-fixtures';
import { resetBetweenTests } from '../testing/reset';

jest.mock('@vigil/shared', () => jest.requireActual('../testing/shared-mock').sharedWithMocks());
resetBetweenTests();

/** Issue 46: the team's usage counts its monitors beside its sites, against the plan's limit. */
function answerHomeWith(monitors: number, monitorsAllowed: number) {
  const team = teamFixture({ monitors });
  answerCalls({
    homeMetrics: () => metricsFixture(),
    getAccount: () => ({ ...team, limits: { ...team.limits, monitors_allowed: monitorsAllowed } }),
    listSites: () => list([]),
  });
}

describe("Home's usage counts the team's monitors", () => {
  it("shows the monitors used against the plan's monitors_allowed", async () => {
    answerHomeWith(2, 3);
    renderApp('/');
    expect(await screen.findByRole('group', { name: 'Monitors' })).toHaveTextContent('2 / 3');
  });

  it('says unlimited where the plan sets no limit', async () => {
    answerHomeWith(41, 0);
    renderApp('/');
    expect(await screen.findByRole('group', { name: 'Monitors' })).toHaveTextContent(
      '41 / unlimited',
    );
  });
});
