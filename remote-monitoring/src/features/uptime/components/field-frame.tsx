import { Field } from '@vigil/shared';
import type { ReactNode } from 'react';

/** A labelled field with its helper and error: the uptime forms' one frame for an input. */
export function FieldFrame(props: {
  label: string;
  error: string | null;
  helper?: ReactNode;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <Field.Root invalid={props.error !== null} required={props.required}>
      <Field.Label>{props.label}</Field.Label>
      {props.children}
      {props.helper ? <Field.HelperText>{props.helper}</Field.HelperText> : null}
      {props.error ? <Field.ErrorText>{props.error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
