import { call, Text } from '@vigil/shared';
import { useState } from 'react';
import { AuthForm } from '../../components/auth-form';
import { EmailField } from '../../components/text-field';
import { useSubmission } from '../../components/use-submission';

export const FORGOT_FAILED = "Opps, we can't find an account matching that email..."; // the product's spelling
export const FORGOT_SENT = 'Check your email: we sent you a link to reset your password.';

/** Email form, then the confirmation or the failure message (product.md §4, §8). */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const { error, setError, busy, run } = useSubmission();

  function submit() {
    const value = email.trim();
    if (!value) return setError('Email is required');
    void run(
      async () => {
        await call('getResetLink', { body: { email: value } });
        setSent(true);
      },
      () => FORGOT_FAILED,
    );
  }

  if (sent) return <Text role="status">{FORGOT_SENT}</Text>;
  return (
    <AuthForm onSubmit={submit} error={error} busy={busy} submitLabel="Send reset link">
      <EmailField value={email} onChange={setEmail} />
    </AuthForm>
  );
}
