import { useSearchParams } from '@vigil/shared';
import { ResetPasswordForm } from '../features/password/reset-password-form';
import { AuthPage } from '../components/auth-page';

export function ResetPasswordRoute() {
  const [params] = useSearchParams();
  return (
    <AuthPage title="Choose a new password">
      <ResetPasswordForm token={params.get('token') ?? ''} />
    </AuthPage>
  );
}
