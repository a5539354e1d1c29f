import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { appStore } from '../store/app-store';
import { type ColorMode, colorModeAtom, setColorMode } from './color-mode';

export interface ColorModeControls {
  colorMode: ColorMode;
  toggleColorMode: () => void;
  setColorMode: (mode: ColorMode) => void;
}

/** The light/dark mode, remembered in localStorage under `theme`. */
export function useColorMode(): ColorModeControls {
  const colorMode = useAtomValue(colorModeAtom, { store: appStore });
  const toggleColorMode = useCallback(
    () => setColorMode(appStore.get(colorModeAtom) === 'dark' ? 'light' : 'dark'),
    [],
  );
  return { colorMode, toggleColorMode, setColorMode };
}
