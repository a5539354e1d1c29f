import { NativeSelect } from '@vigil/shared';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  value: string | number;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  /** The select's name where no visible label names it (a row of a condition editor). */
  label?: string;
  /** `md` for a form's full-width field; rows and filters keep the small one. */
  size?: 'sm' | 'md';
  /** While its options load. */
  disabled?: boolean;
}

/** Options whose words are their values ("and", "or"). */
export const optionsOf = (values: readonly string[]): SelectOption[] =>
  values.map((value) => ({ value, label: value }));

/**
 * The platform's select (works with the keyboard and on phones), styled for both themes; it may
 * shrink in a row (minW 0) rather than push the row wider than a phone.
 */
export function Select({ value, onChange, options, label, size = 'sm', disabled }: SelectProps) {
  return (
    <NativeSelect.Root size={size} minW="0" disabled={disabled}>
      <NativeSelect.Field
        aria-label={label}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
