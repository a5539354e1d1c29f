import { Field } from '@vigil/shared';
import type { ReactNode } from 'react';

/** A labelled field whose error (the API's 400 naming it) shows under it. */
export function FieldFrame({
  label,
  error,
  helper,
  children,
}: {
  label: string;
  error?: string | null;
  helper?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      {children}
      {helper && !error ? <Field.HelperText>{helper}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
