import { lazyScreen, preloadScreenAt, ScreenRoutes } from '@vigil/shared';
import { LoginRoute } from './routes/login';

const accountSetup = lazyScreen(() =>
  import(/* webpackChunkName: "screen-accountNew-accountJoin" */ './routes/account-setup').then(
    (m) => m.AccountSetupRoute,
  ),
);

// Each screen in its own chunk, fetched on its first visit; but /login, where every signed-out
// visit starts, comes with this module: one round trip less before the form (issue 18), and no
// Suspense reveal to wait for.
const screens = {
  login: LoginRoute,
  register: lazyScreen(() =>
    import(/* webpackChunkName: "screen-register" */ './routes/register').then(
      (m) => m.RegisterRoute,
    ),
  ),
  forgotPassword: lazyScreen(() =>
    import(/* webpackChunkName: "screen-forgotPassword" */ './routes/forgot-password').then(
      (m) => m.ForgotPasswordRoute,
    ),
  ),
  resetPassword: lazyScreen(() =>
    import(/* webpackChunkName: "screen-resetPassword" */ './routes/reset-password').then(
      (m) => m.ResetPasswordRoute,
    ),
  ),
  googleConfirm: lazyScreen(() =>
    import(/* webpackChunkName: "screen-googleConfirm" */ './routes/google-confirm').then(
      (m) => m.GoogleConfirmRoute,
    ),
  ),
  accountNew: accountSetup,
  accountJoin: accountSetup,
};

/**
 * Exposed with App: the host fetches the screen of the path it is about to show while it starts
 * (see preloadScreenAt), so the first screen comes without a loading state.
 */
export const preload = (pathname: string) => preloadScreenAt('auth', screens, pathname);

/** The exposed module: this remote's rows of the route table (contract), each with its screen. */
export function App() {
  return <ScreenRoutes remote="auth" screens={screens} />;
}
