import type { AxiosError } from 'axios';

function textOf(value: unknown): string | null {
  if (typeof value === 'string' && value.trim()) return value;
  // Per-field errors come as lists of messages.
  if (Array.isArray(value) && typeof value[0] === 'string' && value[0].trim()) return value[0];
  return null;
}

/** axios's own test (`axios.isAxiosError`), without loading axios to ask it. */
function isAxiosError(error: unknown): error is AxiosError {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { isAxiosError?: unknown }).isAxiosError === true
  );
}

/**
 * The server's own words for a failed request: `detail` (auth endpoints) or `reason` (the rest),
 * else `fallback` (network errors, unexpected bodies, non-HTTP errors).
 */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (!isAxiosError(error)) return fallback;
  const data: unknown = error.response?.data;
  if (typeof data !== 'object' || data === null) return fallback;
  const { detail, reason } = data as { detail?: unknown; reason?: unknown };
  return textOf(detail) ?? textOf(reason) ?? fallback;
}
