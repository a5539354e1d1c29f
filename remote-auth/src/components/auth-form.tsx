import { Button, Stack } from '@vigil/shared';
import type { FormEvent, ReactNode } from 'react';
import { FormError } from './form-error';

export interface AuthFormProps {
  onSubmit: () => void;
  /** The form's failure, shown above the button and announced. */
  error: ReactNode;
  busy: boolean;
  submitLabel: string;
  submitDisabled?: boolean;
  /** Below the submit button (e.g. "Continue with Google"). */
  after?: ReactNode;
  children: ReactNode;
}

/** The frame of every sign-in, sign-up and password form: fields, failure, one submit button. */
export function AuthForm({
  onSubmit,
  error,
  busy,
  submitLabel,
  submitDisabled,
  after,
  children,
}: AuthFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  // noValidate: the product's own messages (product.md §5/§8) replace the browser's bubbles.
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        {children}
        <FormError>{error}</FormError>
        <Button type="submit" loading={busy} disabled={submitDisabled}>
          {submitLabel}
        </Button>
        {after}
      </Stack>
    </form>
  );
}
