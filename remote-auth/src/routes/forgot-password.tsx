import { Link, RouterLink, Text } from '@vigil/shared';
import { ForgotPasswordForm } from '../features/password/forgot-password-form';
import { paths } from '../paths';
import { AuthPage } from '../components/auth-page';

export function ForgotPasswordRoute() {
  return (
    <AuthPage title="Forgot password">
      <ForgotPasswordForm />
      <Text mt="4" fontSize="sm">
        <Link asChild>
          <RouterLink to={paths.login}>Back to sign in</RouterLink>
        </Link>
      </Text>
    </AuthPage>
  );
}
