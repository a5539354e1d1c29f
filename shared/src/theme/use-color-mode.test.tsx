import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing/render-with-providers';
import { appStore } from '../store/app-store';
import { colorModeAtom, setColorMode } from './color-mode';
import { useColorMode } from './use-color-mode';

function ThemeToggle() {
  const { colorMode, toggleColorMode } = useColorMode();
  return <button onClick={toggleColorMode}>{colorMode}</button>;
}

const html = document.documentElement;

beforeEach(() => {
  setColorMode('light');
  localStorage.clear();
});

it('toggles between light and dark, remembers the choice and applies it to <html>', async () => {
  renderWithProviders(<ThemeToggle />);
  await userEvent.click(screen.getByRole('button', { name: 'light' }));

  expect(screen.getByRole('button', { name: 'dark' })).toBeInTheDocument();
  expect(localStorage.getItem('theme')).toBe('dark');
  expect(html).toHaveClass('dark');
  expect(html).not.toHaveClass('light');
  expect(html.style.colorScheme).toBe('dark');

  await userEvent.click(screen.getByRole('button', { name: 'dark' }));
  expect(localStorage.getItem('theme')).toBe('light');
  expect(html).toHaveClass('light');
  expect(html).not.toHaveClass('dark');
});

it('starts in the remembered mode on the next visit', async () => {
  localStorage.setItem('theme', 'dark');
  // A fresh module registry is a fresh page load as far as the atom's initial value goes.
  await jest.isolateModulesAsync(async () => {
    const { appStore } = await import('../store/app-store');
    const { colorModeAtom } = await import('./color-mode');
    expect(appStore.get(colorModeAtom)).toBe('dark');
  });
});

it('AppProviders applies the current mode to <html> on mount', () => {
  appStore.set(colorModeAtom, 'dark');
  html.className = '';
  renderWithProviders(<p>app</p>);
  expect(html).toHaveClass('dark');
});
