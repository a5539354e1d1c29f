import { screen } from '@testing-library/react';
import { href, routesOf } from '@vigil/contract';
import { renderApp } from './testing/render-app';
import { resetBetweenTests } from './testing/reset';

jest.mock('@vigil/shared', () => jest.requireActual('./testing/shared-mock').sharedWithMocks());
resetBetweenTests();

describe('the route table (contract) drives this remote', () => {
  it('owns the shell screens product.md §2 gives monitoring', () => {
    expect(routesOf('monitoring')).toHaveLength(23);
  });

  it.each([
    [href.schedules, 'Schedules'],
    [href.uptime, 'Uptime'],
    [href.flows, 'Flows'],
    [href.slack, 'Slack'],
  ])('serves %s with its screen, titled %s', async (path, title) => {
    renderApp(path);

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.queryByText('Nothing here yet.')).not.toBeInTheDocument();
  });

  it("renders nothing for another app's path (the host routes it elsewhere)", () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderApp(href.billing);

    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
