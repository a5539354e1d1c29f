import { type ChangeEvent, useState } from 'react';
import { Field, Input, NativeSelect, SimpleGrid } from '../ui';
import { COUNTRY_CODES, type CountryCode } from './country-codes';
import { formatPhone, splitPhone } from './format-phone';

/** 3-3-4 digits as formatted (product.md §5). */
const PHONE_PATTERN = String.raw`\(\d{3}\) \d{3}-\d{4}`;
const DEFAULT_COUNTRY: CountryCode = COUNTRY_CODES[0];

const byIso = (iso: string): CountryCode =>
  COUNTRY_CODES.find((country) => country.iso === iso) ?? DEFAULT_COUNTRY;
const byCode = (code: string): CountryCode | undefined =>
  COUNTRY_CODES.find((country) => country.code === code);

export interface PhoneInputProps {
  /** "<country code> <number>", e.g. "+1 (555) 123-4567"; leave out to use it uncontrolled. */
  value?: string;
  /** Receives "<country code> <formatted number>" (just the code while empty) on every change. */
  onChange: (value: string) => void;
  label?: string;
  required?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  errorText?: string;
}

/** The country-code dropdown: each country by name and code, kept by ISO. */
function CountrySelect(props: {
  iso: string;
  disabled: boolean | undefined;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
}) {
  return (
    <Field.Root disabled={props.disabled}>
      <Field.Label>Country code</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={props.iso} onChange={props.onChange}>
          {COUNTRY_CODES.map((option) => (
            <option key={option.iso} value={option.iso}>
              {option.name} {option.code}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** Country-code dropdown plus a number field formatted as (ddd) ddd-dddd while typing. */
export function PhoneInput({
  value,
  onChange,
  label = 'Phone',
  required = true,
  disabled,
  invalid,
  errorText,
}: PhoneInputProps) {
  const given = value === undefined ? null : splitPhone(value);
  // Kept by ISO because codes are not unique (+1 is the US and Canada).
  const [iso, setIso] = useState(() => byCode(given?.code ?? '')?.iso ?? DEFAULT_COUNTRY.iso);
  const [ownNumber, setOwnNumber] = useState(given?.number ?? '');

  const selected = byIso(iso);
  const country =
    given?.code && given.code !== selected.code ? (byCode(given.code) ?? selected) : selected;
  const number = given ? given.number : ownNumber;

  const onCountry = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = byIso(event.target.value);
    setIso(next.iso);
    onChange(`${next.code} ${number}`.trimEnd());
  };
  const onNumber = (event: ChangeEvent<HTMLInputElement>) => {
    const formatted = formatPhone(event.target.value);
    setOwnNumber(formatted);
    onChange(`${country.code} ${formatted}`.trimEnd());
  };

  // Two columns of at least 12rem each (a row on a computer, stacked in a narrow card), so
  // "(555) 123-4567" is never clipped; both fields carry a visible label.
  return (
    <SimpleGrid minChildWidth="12rem" gap="2" alignItems="end" width="full">
      <CountrySelect iso={country.iso} disabled={disabled} onChange={onCountry} />
      <Field.Root required={required} disabled={disabled} invalid={invalid}>
        <Field.Label>
          {label}
          <Field.RequiredIndicator />
        </Field.Label>
        <Input
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="(555) 123-4567"
          pattern={PHONE_PATTERN}
          maxLength={14}
          value={number}
          onChange={onNumber}
        />
        {errorText ? <Field.ErrorText>{errorText}</Field.ErrorText> : null}
      </Field.Root>
    </SimpleGrid>
  );
}
