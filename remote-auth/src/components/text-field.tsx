import { Field, Input } from '@vigil/shared';

export interface TextFieldProps {
  label: string;
  type: 'email' | 'password' | 'text' | 'tel';
  autoComplete: string;
  value: string;
  onChange(value: string): void;
  /** The field's own message (shown under it, and the field marked invalid). */
  error?: string;
}

/** A labelled input as every form of this remote draws it. */
export function TextField({ label, type, autoComplete, value, onChange, error }: TextFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <Input
        type={type}
        autoComplete={autoComplete}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

/** The account's email, as signing in and asking for a reset link both ask for it. */
export function EmailField({ value, onChange }: Pick<TextFieldProps, 'value' | 'onChange'>) {
  return (
    <TextField label="Email" type="email" autoComplete="email" value={value} onChange={onChange} />
  );
}
