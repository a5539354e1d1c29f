import { Button, call, Stack, Text } from '@vigil/shared';
import { useState, type FormEvent } from 'react';
import { TextField } from '../../components/text-field';
import { FormError } from '../../components/form-error';

export const FORGOT_FAILED = "Opps, we can't find an account matching that email..."; // the product's spelling
export const FORGOT_SENT = 'Check your email: we sent you a link to reset your password.';

/** Email form, then the confirmation or the failure message (product.md §4, §8). */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = email.trim();
    if (!value) return setError('Email is required');
    setBusy(true);
    setError(null);
    try {
      await call('getResetLink', { body: { email: value } });
      setSent(true);
    } catch {
      setError(FORGOT_FAILED);
    } finally {
      setBusy(false);
    }
  }

  if (sent) return <Text role="status">{FORGOT_SENT}</Text>;
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
        <FormError>{error}</FormError>
        <Button type="submit" loading={busy}>
          Send reset link
        </Button>
      </Stack>
    </form>
  );
}
