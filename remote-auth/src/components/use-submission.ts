import { useState, type ReactNode } from 'react';

/**
 * Busy and failure state of a form's one request: `run` shows busy, clears the old failure, and
 * turns what the request throws into the message `failed` gives.
 */
export function useSubmission() {
  const [error, setError] = useState<ReactNode>(null);
  const [busy, setBusy] = useState(false);
  async function run(request: () => Promise<void>, failed: (failure: unknown) => ReactNode) {
    setBusy(true);
    setError(null);
    try {
      await request();
    } catch (failure) {
      setError(failed(failure));
    } finally {
      setBusy(false);
    }
  }
  return { error, setError, busy, run };
}
