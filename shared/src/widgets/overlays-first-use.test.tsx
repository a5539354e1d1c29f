import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing/render-with-providers';
import { Button } from '../ui';
import { DropdownMenu } from './dropdown-menu';
import { Tooltip } from './tooltip';

// Each test is the first use of its overlay in this file (a fresh module registry per file): the
// trigger is swapped for the overlay's own while the user is on it. menus-and-tips.test.tsx
// covers them once loaded.

it('a tooltip reached by keyboard opens, and the focus stays on its trigger', async () => {
  renderWithProviders(
    <>
      <Button>Before</Button>
      <Tooltip content="Switch to dark theme">
        <Button>Theme</Button>
      </Tooltip>
    </>,
  );
  expect(screen.getByRole('button', { name: 'Theme' })).not.toHaveAttribute('aria-describedby');
  await userEvent.tab();
  await userEvent.tab();
  expect(await screen.findByRole('tooltip')).toHaveTextContent('Switch to dark theme');
  const trigger = screen.getByRole('button', { name: 'Theme' });
  expect(trigger).toHaveFocus();
  expect(trigger).toHaveAttribute('aria-describedby');
});

it('a menu opened by Enter before its code arrived opens with the focus in it', async () => {
  const onLogout = jest.fn();
  renderWithProviders(
    <DropdownMenu
      trigger={<Button>Account</Button>}
      items={[{ label: 'Log out', onSelect: onLogout }]}
    />,
  );
  await userEvent.tab();
  await userEvent.keyboard('{Enter}');
  const menu = await screen.findByRole('menu');
  await waitFor(() => expect(menu).toHaveFocus());
  await userEvent.keyboard('{ArrowDown}{Enter}');
  expect(onLogout).toHaveBeenCalledTimes(1);
});
