import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing/render-with-providers';
import { Button } from '../ui';
import { chooseByKeyboard } from '../testing/choose-by-keyboard';
import { DropdownMenu } from './dropdown-menu';
import { LoadingSpinner } from './loading-spinner';
import { TOOLTIP_DELAY_MS, Tooltip } from './tooltip';

describe('DropdownMenu', () => {
  it('lists its items as menu items and runs the chosen one', async () => {
    const onLogout = jest.fn();
    renderWithProviders(
      <DropdownMenu
        trigger={<Button>Account menu</Button>}
        items={[
          { label: 'Docs', href: 'https://docs.vigil.test', external: true },
          { label: 'Log out', onSelect: onLogout },
        ]}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(screen.getByRole('menuitem', { name: 'Docs' })).toHaveAttribute('target', '_blank');

    const logout = screen.getByRole('menuitem', { name: 'Log out' });
    await userEvent.hover(logout);
    await userEvent.click(logout);
    expect(onLogout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menuitem')).not.toBeInTheDocument());
  });

  it('opens from the keyboard', async () => {
    expect(await chooseByKeyboard()).toBe(1);
  });
});

describe('Tooltip', () => {
  afterEach(() => jest.useRealTimers());

  it(`opens ${TOOLTIP_DELAY_MS} ms after hover by default`, async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(
      <Tooltip content="Remembered on this device">
        <Button>Theme</Button>
      </Tooltip>,
    );
    await user.hover(screen.getByRole('button', { name: 'Theme' }));
    act(() => jest.advanceTimersByTime(TOOLTIP_DELAY_MS - 1));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Remembered on this device');
    expect(TOOLTIP_DELAY_MS).toBe(100);
  });

  it('leaves the keys to its trigger while its code loads', async () => {
    const onToggle = jest.fn();
    renderWithProviders(
      <Tooltip content="Switch to dark theme">
        <Button onClick={onToggle}>Theme</Button>
      </Tooltip>,
    );
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onToggle).toHaveBeenCalledTimes(1);
  });
});

it('LoadingSpinner announces its label', () => {
  renderWithProviders(<LoadingSpinner label="Loading Billing Info..." />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading Billing Info...');
});
