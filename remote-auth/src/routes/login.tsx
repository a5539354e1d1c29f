import {
  isSignedInAtom,
  Link,
  Navigate,
  RouterLink,
  Stack,
  useAtomValue,
  useSearchParams,
} from '@vigil/shared';
import { useEffect, useState } from 'react';
import { GoogleButton } from '../components/google-button';
import { LoginForm } from '../features/sign-in/login-form';
import { paths } from '../paths';
import { AuthPage } from '../components/auth-page';

export function LoginRoute() {
  const signedIn = useAtomValue(isSignedInAtom);
  // Only a visitor who arrives signed in is sent home; signing in here navigates on its own.
  const [arrivedSignedIn] = useState(signedIn);
  const [params] = useSearchParams();
  const googleFailure = params.get('google');
  useEffect(() => {
    // The Google return sends refusals and failures here; the spec shows no message for them.
    if (googleFailure) console.warn(`Google sign-in did not complete: ${googleFailure}`);
  }, [googleFailure]);
  if (arrivedSignedIn) return <Navigate to="/" replace />;
  return (
    <AuthPage title="Sign in">
      <Stack gap="4">
        <LoginForm />
        <GoogleButton />
      </Stack>
      <Stack mt="4" fontSize="sm">
        <Link asChild>
          <RouterLink to={paths.forgotPassword}>Forgot password?</RouterLink>
        </Link>
        <Link asChild>
          <RouterLink to={paths.register}>Create an account</RouterLink>
        </Link>
      </Stack>
    </AuthPage>
  );
}
