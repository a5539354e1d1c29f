import { useRoutes } from 'react-router';
import { paths } from './paths';
import { AccountSetupRoute } from './routes/account-setup';
import { ForgotPasswordRoute } from './routes/forgot-password';
import { GoogleConfirmRoute } from './routes/google-confirm';
import { LoginRoute } from './routes/login';
import { RegisterRoute } from './routes/register';
import { ResetPasswordRoute } from './routes/reset-password';

/** The exposed module: this remote's route table, nothing else. */
export function App() {
  return useRoutes([
    { path: paths.login, element: <LoginRoute /> },
    { path: paths.register, element: <RegisterRoute /> },
    { path: paths.forgotPassword, element: <ForgotPasswordRoute /> },
    { path: paths.resetPassword, element: <ResetPasswordRoute /> },
    { path: paths.googleConfirm, element: <GoogleConfirmRoute /> },
    { path: paths.accountNew, element: <AccountSetupRoute /> },
    { path: paths.accountJoin, element: <AccountSetupRoute /> },
  ]);
}
