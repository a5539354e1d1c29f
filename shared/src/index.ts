/**
 * @vigil/shared: the browser singleton every app (host and remotes) imports from its root.
 * Federation shares this one module, so the store, session, API client and toasts exist once.
 */

// Store and session
export { appStore } from './store/app-store';
export { AppProviders } from './start-up/app-providers';
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
} from './start-up/rehydrate';
export { addSiteDialogOpenAtom } from './store/shell-state';
export {
  LOGIN_PATH,
  logout,
  renameSessionAccount,
  replaceSessionApiToken,
  setNavigator,
  signIn,
  type NavigateFn,
} from './store/session';
export { rememberNext, takeNext } from './store/next-path';
export { StandaloneShell } from './standalone/standalone-shell';
export {
  lazyScreen,
  preloadScreenAt,
  preloadScreens,
  ScreenRoutes,
  type ScreenRoutesProps,
} from './routes/screen-routes';
// react-router, curated (the list lives in routes/router.ts): the one router of every app.
export * from './routes/router';
/** Jotai hooks, re-exported so apps reach the store only through this package (style.md). */
export { useAtom, useAtomValue, useSetAtom } from 'jotai';

// Server data: the one query cache and the resources more than one app reads (docs/decisions/008)
export { queryClient } from './data/query-client';
export { PAGE_SIZE, pageQuery } from './data/page-query';
export { sendShellCallsEarly } from './data/shell-calls';
export { accountKeys } from './data/account/keys';
export { loadTeam, teamQuery, useTeam } from './data/account/get-team';
export { saveTeam } from './data/account/save-team';
export { memberKeys } from './data/member/keys';
export {
  loadMyMembership,
  myMembershipQuery,
  useMyMembership,
} from './data/member/get-my-membership';
export { listMembers, useMembers } from './data/member/list-members';
export { inviteMember, useInviteMembers } from './data/member/invite-members';
export { changeMemberType, useChangeMemberType } from './data/member/change-member-type';
export { removeMember, useRemoveMember } from './data/member/remove-member';
export { saveMyPhone, useSaveMyPhone } from './data/member/save-my-phone';
export { sitesKeys } from './data/sites/keys';
export { siteListQuery, useSites } from './data/sites/list-sites';
export { useEverySite } from './data/sites/list-every-site';
export { getSite, useSite } from './data/sites/get-site';
export { addSite, useAddSite } from './data/sites/add-site';
export { crawlSite, useCrawlSite } from './data/sites/crawl-site';
export { deleteSite, useDeleteSite } from './data/sites/delete-site';
export {
  checkSiteCreate,
  siteCreateIssue,
  siteCreateProblem,
} from './data/sites/site-create-problem';
export { crawlStateOf, isCrawling, type CrawlState } from './data/sites/crawl-state';
export { POLL_MS, pollWhile } from './data/poll-while';
export { metricsKeys } from './data/metrics/keys';
export {
  homeMetricsQuery,
  refreshHomeMetrics,
  useHomeMetrics,
} from './data/metrics/get-home-metrics';
export { billingKeys } from './data/billing/keys';
export { billingInfoQuery, loadBillingInfo, useBillingInfo } from './data/billing/get-billing-info';

// Runtime configuration
export { appConfigProblems } from './config/app-config-check';
export { getRuntimeConfig, loadRuntimeConfig, type AppConfig } from './config/runtime-config';
export { readInlineConfig, type InlineConfig } from './config/inline-config';

// API client
export { configureApi, loadApi } from './api/api-access';
export { call, endpointUrl, type CallInput, type ParamsOf } from './api/call';
export { apiErrorMessage } from './api/api-error-message';
export { httpStatusOf } from './api/http-status';

// Toasts
export { notify, type NotifyOptions } from './toasts/notify';
export { ToastHost } from './toasts/toast-host';
export { TOAST_DURATIONS, TOAST_LIMIT, type ToastKind } from './toasts/toast-catalogue';

// Theme
export { useColorMode, type ColorModeControls } from './theme/use-color-mode';
export type { ColorMode } from './theme/color-mode';
export { SMALL_SCREEN_QUERY, useSmallScreen } from './theme/use-small-screen';

// UI facade (Chakra, curated; the list lives in ui/index.ts) and widgets. Chakra's overlays
// (dialog, menu, tooltip) are reached only through the widgets, which load them on first use.
export * from './ui';
export { prepareUi } from './ui/system';
export { Modal, type ModalProps } from './widgets/modal';
export { AuthFrame, type AuthFrameProps } from './widgets/auth-frame';
export { ScreenFrame, type ScreenFrameProps } from './widgets/screen-frame';
export { PRODUCT_NAME, ProductLogo, ProductMark } from './widgets/product-mark';
export { TOOLTIP_DELAY_MS, Tooltip, type TooltipProps } from './widgets/tooltip';
export {
  DropdownMenu,
  type DropdownMenuItem,
  type DropdownMenuProps,
} from './widgets/dropdown-menu';
export { LoadingSpinner, type LoadingSpinnerProps } from './widgets/loading-spinner';
export { PhoneInput, type PhoneInputProps } from './widgets/phone-input';
export { COUNTRY_CODES, type CountryCode } from './widgets/country-codes';
export { formatPhone, isCompletePhone } from './widgets/format-phone';

// Federation
export {
  loadRemoteModule,
  registerRemoteEntries,
  type RemoteEntry,
} from './federation/load-remote';
