import { PASSWORD_MIN_LENGTH, passwordTooShortMessage } from '@vigil/contract';
import { call, Link, RouterLink, Text } from '@vigil/shared';
import { useState } from 'react';
import { httpFailure } from '../../lib/http-failure';
import { AuthForm } from '../../components/auth-form';
import { TextField } from '../../components/text-field';
import { useSubmission } from '../../components/use-submission';
import { paths } from '../../paths';

export const RESET_DONE = 'Your password has been reset.';
/** The server rotates the API key with the password (a reader of the old one is locked out too). */
export const KEY_REPLACED = 'Your API key was replaced too.';

/** product.md §8, spelling included; "here" leads to a new link. */
function ExpiredLink() {
  return (
    <>
      Opps, seems like that link may be expired... Try requesting a new one{' '}
      <Link asChild color="fg.info">
        <RouterLink to={paths.forgotPassword}>here</RouterLink>
      </Link>
      .
    </>
  );
}

/** New-password form for the link's token (product.md §4, §5). */
export function ResetPasswordForm({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [done, setDone] = useState(false);
  const { error, setError, busy, run } = useSubmission();

  function submit() {
    if (password.trim().length < PASSWORD_MIN_LENGTH) return setError(passwordTooShortMessage);
    void run(
      async () => {
        await call(
          'resetPassword',
          { body: { password } },
          // The link's token, not a session: a 401 here is a dead link, never a reason to refresh.
          { headers: { Authorization: `Bearer ${token}` }, skipAuthRefresh: true },
        );
        setDone(true);
      },
      (failure) =>
        httpFailure(failure).status === 417 ? passwordTooShortMessage : <ExpiredLink />,
    );
  }

  if (done)
    return (
      <Text role="status">
        {RESET_DONE} {KEY_REPLACED}{' '}
        <Link asChild color="fg.info">
          <RouterLink to={paths.login}>Sign in</RouterLink>
        </Link>
      </Text>
    );
  return (
    <AuthForm onSubmit={submit} error={error} busy={busy} submitLabel="Reset password">
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
      />
    </AuthForm>
  );
}
