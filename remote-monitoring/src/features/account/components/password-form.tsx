import { PASSWORD_MIN_LENGTH, passwordTooShortMessage } from '@vigil/contract';
import { Button, Input, Stack } from '@vigil/shared';
import { useState, type FormEvent } from 'react';
import { FieldFrame } from '../../../components/field-frame';
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
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          value={current}
          onChange={setCurrent}
        />
        <PasswordField
          label="New password"
          autoComplete="new-password"
          value={next}
          onChange={setNext}
          error={tooShort ? passwordTooShortMessage : null}
        />
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

/** A required password field; `autoComplete` tells a password manager which one it is. */
function PasswordField(props: {
  label: string;
  autoComplete: 'current-password' | 'new-password';
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
}) {
  return (
    <FieldFrame label={props.label} error={props.error} required>
      <Input
        type="password"
        autoComplete={props.autoComplete}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </FieldFrame>
  );
}
