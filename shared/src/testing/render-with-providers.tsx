import { type RenderOptions, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AppProviders } from '../start-up/app-providers';

/** Renders under the same providers the apps use (store, Chakra, color mode). */
export function renderWithProviders(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: AppProviders, ...options });
}
