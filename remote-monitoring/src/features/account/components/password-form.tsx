import { PASSWORD_MIN_LENGTH, passwordTooShortMessage } from '@vigil/contract';
import { Button, Field, Input, Stack } from '@vigil/shared';
import { useState, type FormEvent } from 'react';
import { useChangePassword } from '../../../data/profile/change-password';

/** Changing the password needs the current one (the server checks it). */
export function PasswordForm() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const change = useChangePassword(() => {
    setCurrent('');
    setNext('');
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const short = next.trim().length < PASSWORD_MIN_LENGTH;
    setTooShort(short);
    if (!short && current) change.mutate({ current_password: current, password: next });
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Change password">
      <Stack gap="3" maxW={{ base: 'full', sm: '24rem' }}>
        <Field.Root required>
          <Field.Label>Current password</Field.Label>
          <Input
            type="password"
            autoComplete="current-password"
            value={current}
            onChange={(event) => setCurrent(event.target.value)}
          />
        </Field.Root>
        <Field.Root required invalid={tooShort}>
          <Field.Label>New password</Field.Label>
          <Input
            type="password"
            autoComplete="new-password"
            value={next}
            onChange={(event) => setNext(event.target.value)}
          />
          {tooShort ? <Field.ErrorText>{passwordTooShortMessage}</Field.ErrorText> : null}
        </Field.Root>
        <Button
          type="submit"
          variant="outline"
          alignSelf="flex-start"
          loading={change.isPending}
          disabled={!current || !next}
        >
          Change password
        </Button>
      </Stack>
    </form>
  );
}
