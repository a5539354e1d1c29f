import { SetupWizard } from '../features/wizard/setup-wizard';
import { AuthPage } from './auth-page';

/** /account/new and /account/join: the same wizard (product.md §2). */
export function AccountSetupRoute() {
  return (
    <AuthPage title="Set up your team">
      <SetupWizard />
    </AuthPage>
  );
}
