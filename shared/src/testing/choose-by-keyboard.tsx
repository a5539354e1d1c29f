import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from './render-with-providers';
import { Button } from '../ui';
import { DropdownMenu } from '../widgets/dropdown-menu';

/**
 * Test helper: a DropdownMenu reached by Tab and opened by Enter; its first item is chosen with
 * the arrow and Enter. Resolves to how often the item ran.
 */
export async function chooseByKeyboard(): Promise<number> {
  const onLogout = jest.fn();
  renderWithProviders(
    <DropdownMenu
      trigger={<Button>Account</Button>}
      items={[{ label: 'Log out', onSelect: onLogout }]}
    />,
  );
  await userEvent.tab();
  await userEvent.keyboard('{Enter}');
  // The menu takes focus a frame after it opens; keys pressed before that go to the trigger.
  const menu = await screen.findByRole('menu');
  await waitFor(() => expect(menu).toHaveFocus());
  await userEvent.keyboard('{ArrowDown}{Enter}');
  return onLogout.mock.calls.length;
}
