/** The HTTP status of a failed `call()` (axios error), or null for network and other errors. */
export function httpStatusOf(error: unknown): number | null {
  if (typeof error !== 'object' || error === null || !('response' in error)) return null;
  const status = (error as { response?: { status?: unknown } }).response?.status;
  return typeof status === 'number' ? status : null;
}
