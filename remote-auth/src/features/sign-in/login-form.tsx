import { apiErrorMessage, Button, call, signIn, Stack } from '@vigil/shared';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { afterSignInPath } from '../../lib/after-sign-in';
import { TextField } from '../../components/text-field';
import { FormError } from '../../components/form-error';

export const LOGIN_FAILED = "Sorry, those credentials don't mactch any user"; // spelling is the product's

/** Email + password sign-in (product.md §5 validation, §8 messages). */
export function LoginForm() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = { email: email.trim(), password: password.trim() };
    if (!body.email) return setError('Email is required');
    if (!body.password) return setError('Password is required');
    setBusy(true);
    setError(null);
    try {
      signIn(await call('login', { body }));
      navigate(afterSignInPath(), { replace: true });
    } catch (failure) {
      setError(apiErrorMessage(failure, LOGIN_FAILED));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
        />
        <FormError>{error}</FormError>
        <Button type="submit" loading={busy}>
          Sign in
        </Button>
      </Stack>
    </form>
  );
}
