import { render, screen } from '@testing-library/react';
import * as reactRouter from 'react-router';
import * as shared from './index';

it('exposes the public API from the package root', () => {
  for (const name of [
    'appStore',
    'AppProviders',
    'authAtom',
    'billingAtom',
    'siteDataAtom',
    'teamAtom',
    'memberAtom',
    'metricsAtom',
    'hydratedAtom',
    'isSignedInAtom',
    'rehydrate',
    'signIn',
    'logout',
    'setNavigator',
    'loadRuntimeConfig',
    'getRuntimeConfig',
    'readInlineConfig',
    'appConfigProblems',
    'loadApi',
    'configureApi',
    'call',
    'endpointUrl',
    'checkSiteCreate',
    'apiErrorMessage',
    'notify',
    'ToastHost',
    'useColorMode',
    'useSmallScreen',
    'Modal',
    'ScreenFrame',
    'Tooltip',
    'DropdownMenu',
    'LoadingSpinner',
    'PhoneInput',
    'formatPhone',
    'loadRemoteModule',
    'registerRemoteEntries',
  ]) {
    expect(shared).toHaveProperty(name);
  }
  expect(shared.REHYDRATION_TIMEOUT_MS).toBe(5000);
  expect(shared.TOAST_LIMIT).toBe(20);
  expect(shared.TOOLTIP_DELAY_MS).toBe(100);
});

it('renders facade components under AppProviders', () => {
  const { AppProviders, Button, Heading, VStack } = shared;
  render(
    <AppProviders>
      <VStack>
        <Heading>Vigil</Heading>
        <Button>Start</Button>
      </VStack>
    </AppProviders>,
  );
  expect(screen.getByRole('heading', { name: 'Vigil' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Start' })).toBeInTheDocument();
});

it("re-exports react-router's own functions, so a test's MemoryRouter routes the apps' links", () => {
  expect(shared.RouterLink).toBe(reactRouter.Link);
  expect(shared.useNavigate).toBe(reactRouter.useNavigate);
  expect(shared.BrowserRouter).toBe(reactRouter.BrowserRouter);
});
