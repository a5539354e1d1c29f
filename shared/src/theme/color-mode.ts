import { atom } from 'jotai';
import { appStore } from '../store/app-store';

export type ColorMode = 'light' | 'dark';

/** localStorage key remembering the user's choice (product.md §2, top bar). */
export const THEME_STORAGE_KEY = 'theme';

function storedMode(): ColorMode | null {
  try {
    const value = globalThis.localStorage?.getItem(THEME_STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    return null;
  }
}

// Until the user chooses, follow the operating system.
function systemMode(): ColorMode {
  const query = globalThis.matchMedia?.('(prefers-color-scheme: dark)');
  return query?.matches ? 'dark' : 'light';
}

/** The active color mode, shared by host and remotes. */
export const colorModeAtom = atom<ColorMode>(storedMode() ?? systemMode());

/**
 * Chakra v3 keys its `_dark` condition on a `dark` class on <html>; `color-scheme` makes native
 * controls and scrollbars follow.
 */
export function applyColorMode(mode: ColorMode): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  root.classList.remove(mode === 'dark' ? 'light' : 'dark');
  root.classList.add(mode);
  root.style.colorScheme = mode;
}

/** Switches the color mode, remembers it and applies it to the page. */
export function setColorMode(mode: ColorMode): void {
  appStore.set(colorModeAtom, mode);
  try {
    globalThis.localStorage?.setItem(THEME_STORAGE_KEY, mode);
  } catch (error) {
    console.warn('Could not remember the color mode.', error);
  }
  applyColorMode(mode);
}
