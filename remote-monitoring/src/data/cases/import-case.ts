import type { CaseImportBody } from '@vigil/contract';
import { call } from '@vigil/shared';
import { useSaveMutation } from '../../lib/object-mutations';
import { caseKeys } from './keys';

/** POST /v1/ops/case/import: a Playwright file parsed (never run) into a recorded case. */
export const importCase = (body: CaseImportBody) => call('importCase', { body });

export const useImportCase = () =>
  useSaveMutation(importCase, caseKeys, { saved: (imported) => imported.case, awaitLists: true });
