import { Link, RouterLink, Text } from '@vigil/shared';
import { RegisterForm } from '../features/sign-up/register-form';
import { paths } from '../paths';
import { AuthPage } from '../components/auth-page';

export function RegisterRoute() {
  return (
    <AuthPage title="Create your account">
      <RegisterForm />
      <Text mt="4" fontSize="sm" color="fg.muted">
        Already have an account?{' '}
        <Link asChild>
          <RouterLink to={paths.login}>Sign in</RouterLink>
        </Link>
      </Text>
    </AuthPage>
  );
}
