import { reasonErrorSchema } from '@vigil/contract';
import { httpStatusOf } from '@vigil/shared';

/** A 400 the API answered about one step: its index and the server's words. */
export interface StepError {
  index: number;
  message: string;
}

/**
 * The step a refused save names: `field` is the path of the first bad value (`steps.2.action.type`)
 * and `reason` says what is wrong with it. Null for any other failure.
 */
export function serverStepError(error: unknown): StepError | null {
  if (httpStatusOf(error) !== 400) return null;
  const body = reasonErrorSchema.safeParse(
    (error as { response?: { data?: unknown } }).response?.data,
  );
  if (!body.success) return null;
  const match = /^steps\.(\d+)/.exec(body.data.field ?? '');
  return match ? { index: Number(match[1]), message: body.data.reason } : null;
}
