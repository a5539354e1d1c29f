import { SetupWizard } from '../features/wizard/setup-wizard';

/** /account/new and /account/join: the same wizard (product.md §2), which draws its own frame. */
export function AccountSetupRoute() {
  return <SetupWizard />;
}
