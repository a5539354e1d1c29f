import { fieldMessage, httpFailure } from '../../lib/http-failure';

export const REGISTER_FAILED = 'Sign-up did not work. Try again in a moment.';

/** product.md §8: the server's username error, else its password error, else its detail. */
export function registerFailureMessage(error: unknown): string {
  const { data } = httpFailure(error);
  return (
    fieldMessage(data, 'username') ??
    fieldMessage(data, 'password') ??
    fieldMessage(data, 'detail') ??
    REGISTER_FAILED
  );
}
