import { httpStatusOf } from '@vigil/shared';

/** A failed save as the form shows it: on the field the API named, else above the buttons. */
export interface SaveProblem {
  field: string | null;
  message: string;
  /** 426: the plan allows no more schedules. */
  overPlan: boolean;
}

export function problemOf(error: unknown, fallback: string): SaveProblem {
  const status = httpStatusOf(error);
  const data = (error as { response?: { data?: unknown } }).response?.data;
  const { reason, field } = (typeof data === 'object' && data !== null ? data : {}) as {
    reason?: unknown;
    field?: unknown;
  };
  const message = typeof reason === 'string' && reason ? reason : fallback;
  return {
    // The path the API named: "resources", "expressions.0.metric".
    field: status === 400 && typeof field === 'string' ? field : null,
    message,
    overPlan: status === 426,
  };
}
