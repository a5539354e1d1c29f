import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing/render-with-providers';
import { Button } from '../ui';
import { chooseByKeyboard } from '../testing/choose-by-keyboard';
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
  expect(await chooseByKeyboard()).toBe(1);
});
