import { screen } from '@testing-library/react';
import { href, routesOf } from '@vigil/contract';
import { renderApp } from './testing/render-app';
import { resetBetweenTests } from './testing/reset';

jest.mock('@vigil/shared', () => jest.requireActual('./testing/shared-mock').sharedWithMocks());
resetBetweenTests();

// The rows whose screens are not built yet: each shows its title from the route table.
const placeholders = [
  [href.schedules, 'Schedules'],
  [href.siteMigration('1'), 'Site migration'],
  [href.slack, 'Slack'],
];

describe('the route table (contract) drives this remote', () => {
  it('owns the shell screens product.md §2 gives monitoring', () => {
    expect(routesOf('monitoring')).toHaveLength(21);
  });

  it.each(placeholders)('shows the placeholder of %s titled %s', (path, title) => {
    renderApp(path);

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(screen.getByText('Nothing here yet.')).toBeInTheDocument();
  });

  it("renders nothing for another app's path (the host routes it elsewhere)", () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderApp(href.billing);

    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
