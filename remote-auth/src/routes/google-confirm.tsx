import { LoadingSpinner } from '@vigil/shared';
import { useGoogleConfirm } from '../features/google/use-google-confirm';
import { AuthPage } from '../components/auth-page';

export function GoogleConfirmRoute() {
  useGoogleConfirm();
  return (
    <AuthPage title="Signing you in">
      <LoadingSpinner label="Signing you in with Google..." />
    </AuthPage>
  );
}
