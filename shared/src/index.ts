/**
 * @vigil/shared: the browser singleton every app (host and remotes) imports from its root.
 * Federation shares this one module, so the store, session, API client and toasts exist once.
 */

// Store and session
export { appStore } from './store/app-store';
export { AppProviders } from './store/app-providers';
export {
  authAtom,
  billingAtom,
  hydratedAtom,
  isSignedInAtom,
  memberAtom,
  metricsAtom,
  siteDataAtom,
  teamAtom,
  type AuthState,
  type SessionAccount,
  type SiteList,
} from './store/slices';
export {
  REHYDRATION_TIMEOUT_MS,
  rehydrate,
  type PersistedStateReader,
  type RehydrateOptions,
  type RehydrateOutcome,
} from './store/rehydrate';
export { addSiteDialogOpenAtom } from './store/shell-state';
export { LOGIN_PATH, logout, setNavigator, signIn, type NavigateFn } from './store/session';
export { rememberNext, takeNext } from './store/next-path';
export { StandaloneShell } from './standalone/standalone-shell';
export {
  lazyScreen,
  preloadScreens,
  ScreenRoutes,
  type ScreenRoutesProps,
} from './routes/screen-routes';
/** Jotai hooks, re-exported so apps reach the store only through this package (style.md). */
export { useAtom, useAtomValue, useSetAtom } from 'jotai';

// Runtime configuration
export {
  appConfigSchema,
  getRuntimeConfig,
  loadRuntimeConfig,
  type AppConfig,
} from './config/runtime-config';

// API client
export { api, configureApi } from './api/client';
export { call, type CallInput, type ParamsOf } from './api/call';
export { apiErrorMessage } from './api/api-error-message';

// Toasts
export { notify, type NotifyOptions } from './toasts/notify';
export { ToastHost } from './toasts/toast-host';
export { TOAST_DURATIONS, TOAST_LIMIT, type ToastKind } from './toasts/toast-catalogue';

// Theme
export { useColorMode, type ColorModeControls } from './theme/use-color-mode';
export type { ColorMode } from './theme/color-mode';

// UI facade (Chakra, curated; the list lives in ui/index.ts) and widgets. An explicit export wins
// over a star export, so `Tooltip` below is the widget; Chakra's parts hang off it.
export * from './ui';
export { Modal, type ModalProps } from './widgets/modal';
export { TOOLTIP_DELAY_MS, Tooltip, type TooltipProps } from './widgets/tooltip';
export {
  DropdownMenu,
  type DropdownMenuItem,
  type DropdownMenuProps,
} from './widgets/dropdown-menu';
export { LoadingSpinner, type LoadingSpinnerProps } from './widgets/loading-spinner';
export { PhoneInput, type PhoneInputProps } from './widgets/phone-input';
export { COUNTRY_CODES, type CountryCode } from './widgets/country-codes';
export { formatPhone } from './widgets/format-phone';

// Federation
export {
  loadRemoteModule,
  registerRemoteEntries,
  type RemoteEntry,
} from './federation/load-remote';
