import { httpError } from '@vigil/shared/testing';

/** A save the API refuses with a 400 naming `field` (the form shows `reason` under it). */
export const refusedOn = (field: string, reason: string) => () =>
  Promise.reject(httpError(400, { reason, field }));
