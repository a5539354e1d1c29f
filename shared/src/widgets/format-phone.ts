/**
 * Formats what the user typed as (ddd) ddd-dddd, progressively while typing: non-digits are
 * dropped and at most 10 digits kept. `formatPhone('5551234567')` is `'(555) 123-4567'`.
 */
export function formatPhone(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 10);
  if (digits.length < 4) return digits;
  if (digits.length < 7) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** Splits a stored phone ("+1 (555) 123-4567") into its country code and number. */
export function splitPhone(value: string): { code: string; number: string } {
  const match = /^(\+\d{1,4})\s*(.*)$/.exec(value.trim());
  return match ? { code: match[1] ?? '', number: match[2] ?? '' } : { code: '', number: value };
}

/** A complete formatted number: 3-3-4 digits, "(ddd) ddd-dddd", 14 characters (product.md §5). */
export const PHONE_NUMBER_PATTERN = /^\(\d{3}\) \d{3}-\d{4}$/;

/**
 * Whether a stored phone ("<code> <number>") holds a complete number. product.md §5's "longer
 * than 13" is the formatted number's length, so the country code never counts towards it.
 */
export const isCompletePhone = (value: string) =>
  PHONE_NUMBER_PATTERN.test(splitPhone(value).number);
