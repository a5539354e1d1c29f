import type { SecretPutBody } from '@vigil/contract';
import { call } from '@vigil/shared';
import { useRereadMutation } from '../../lib/object-mutations';
import { secretKeys } from './keys';

/** POST /v1/ops/secret: creates the secret or replaces its value (admins; 403 otherwise). */
export const putSecret = (body: SecretPutBody) => call('putSecret', { body });

export const usePutSecret = () => useRereadMutation(putSecret, secretKeys.all);
