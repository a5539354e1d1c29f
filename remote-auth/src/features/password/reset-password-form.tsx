import { PASSWORD_MIN_LENGTH, passwordTooShortMessage } from '@vigil/contract';
import { Button, call, Link, Stack, Text } from '@vigil/shared';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { httpFailure } from '../session/http-failure';
import { TextField } from '../../components/text-field';
import { FormError } from '../../components/form-error';
import { paths } from '../../paths';

export const RESET_DONE = 'Your password has been reset.';

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
  const [error, setError] = useState<ReactNode>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (password.trim().length < PASSWORD_MIN_LENGTH) return setError(passwordTooShortMessage);
    setBusy(true);
    setError(null);
    try {
      await call(
        'resetPassword',
        { body: { password } },
        // The link's token, not a session: a 401 here is a dead link, never a reason to refresh.
        { headers: { Authorization: `Bearer ${token}` }, skipAuthRefresh: true },
      );
      setDone(true);
    } catch (failure) {
      setError(httpFailure(failure).status === 417 ? passwordTooShortMessage : <ExpiredLink />);
    } finally {
      setBusy(false);
    }
  }

  if (done)
    return (
      <Text role="status">
        {RESET_DONE}{' '}
        <Link asChild color="fg.info">
          <RouterLink to={paths.login}>Sign in</RouterLink>
        </Link>
      </Text>
    );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
        />
        <FormError>{error}</FormError>
        <Button type="submit" loading={busy}>
          Reset password
        </Button>
      </Stack>
    </form>
  );
}
