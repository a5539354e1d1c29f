import type { FlowRunCreateBody } from '@vigil/contract';
import { call } from '@vigil/shared';
import { useSaveMutation } from '../../lib/object-mutations';
import { flowKeys } from '../flows/keys';
import { flowRunKeys } from './keys';

/** POST /v1/ops/flowrun: runs a flow on a site, answered as working (426 over the plan). */
export const startFlowRun = (body: FlowRunCreateBody) => call('createFlowRun', { body });

// The run is shown on its own screen; the flows list is read again as it shows each flow's last run.
const RUN_OF_A_FLOW = { detail: flowRunKeys.detail, lists: flowKeys.lists };

export const useStartFlowRun = () =>
  useSaveMutation(startFlowRun, RUN_OF_A_FLOW, { failed: 'Could not start the run.' });
