import type { FlowCreateBody } from '@vigil/contract';
import { call } from '@vigil/shared';
import { useSaveMutation } from '../../lib/object-mutations';
import { flowKeys } from './keys';

/** POST /v1/ops/flow: a new flow ("Untitled Flow" with no nodes unless the body says more). */
export const createFlow = (body: FlowCreateBody) => call('createFlow', { body });

export const useCreateFlow = () =>
  useSaveMutation(createFlow, flowKeys, { failed: 'Could not create the flow.' });
