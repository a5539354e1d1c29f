import { Field } from '@vigil/shared';
import type { ReactNode } from 'react';
import { Select, type SelectOption } from './select';

export interface FieldFrameProps {
  label: string;
  /** The API's 400 when it names this field. */
  error?: string | null;
  helper?: ReactNode;
  required?: boolean;
  children: ReactNode;
}

/** A labelled field with its helper and the error the save found on it: the forms' one frame. */
export function FieldFrame(props: FieldFrameProps) {
  return (
    <Field.Root invalid={Boolean(props.error)} required={props.required}>
      <Field.Label>{props.label}</Field.Label>
      {props.children}
      {props.helper ? <Field.HelperText>{props.helper}</Field.HelperText> : null}
      {props.error ? <Field.ErrorText>{props.error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

/** A labelled select of a form, full width (`Select` is the small one of filter rows). */
export function SelectField(
  props: Omit<FieldFrameProps, 'children'> & {
    value: string | number;
    options: readonly SelectOption[];
    onChange: (value: string) => void;
  },
) {
  const { value, options, onChange, ...frame } = props;
  return (
    <FieldFrame {...frame}>
      <Select size="md" value={value} options={options} onChange={onChange} />
    </FieldFrame>
  );
}
