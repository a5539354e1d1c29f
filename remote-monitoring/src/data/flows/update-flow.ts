import type { FlowUpdateBody } from '@vigil/contract';
import { call } from '@vigil/shared';
import { useSaveMutation } from '../../lib/object-mutations';
import { flowKeys } from './keys';

/**
 * PATCH /v1/ops/flow/:id: the graph is saved as a whole. A 400 names the nodes and edges it
 * refuses (`errors`), a 426 the plan limit it is over; the editor shows both, so no toast here.
 */
export const updateFlow = (id: string, body: FlowUpdateBody) =>
  call('updateFlow', { params: { id }, body });

export const useUpdateFlow = (id: string) =>
  useSaveMutation((body: FlowUpdateBody) => updateFlow(id, body), flowKeys);
