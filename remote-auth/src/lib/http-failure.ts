/**
 * The status and body of a failed request, read structurally so this remote needs no HTTP
 * library of its own (the shared client's errors carry `response`).
 */
export function httpFailure(error: unknown): { status: number | null; data: unknown } {
  const response = (error as { response?: { status?: unknown; data?: unknown } } | null)?.response;
  return {
    status: typeof response?.status === 'number' ? response.status : null,
    data: response?.data ?? null,
  };
}

/** The first message of a field in an auth error body (`{detail, <field>: [..]}`). */
export function fieldMessage(data: unknown, field: string): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const value = (data as Record<string, unknown>)[field];
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && first.trim() ? first : null;
}
