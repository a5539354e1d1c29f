import { apiErrorMessage, call, signIn, useNavigate } from '@vigil/shared';
import { useState } from 'react';
import { AuthForm } from '../../components/auth-form';
import { afterSignInPath } from '../../lib/after-sign-in';
import { EmailField, TextField } from '../../components/text-field';
import { useSubmission } from '../../components/use-submission';

export const LOGIN_FAILED = "Sorry, those credentials don't mactch any user"; // spelling is the product's

/** Email + password sign-in (product.md §5 validation, §8 messages). */
export function LoginForm() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { error, setError, busy, run } = useSubmission();

  function submit() {
    const body = { email: email.trim(), password: password.trim() };
    if (!body.email) return setError('Email is required');
    if (!body.password) return setError('Password is required');
    void run(
      async () => {
        signIn(await call('login', { body }));
        navigate(afterSignInPath(), { replace: true });
      },
      (failure) => apiErrorMessage(failure, LOGIN_FAILED),
    );
  }

  return (
    <AuthForm onSubmit={submit} error={error} busy={busy} submitLabel="Sign in">
      <EmailField value={email} onChange={setEmail} />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
      />
    </AuthForm>
  );
}
