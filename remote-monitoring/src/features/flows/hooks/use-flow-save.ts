import type { FlowEdge, FlowNode } from '@vigil/contract';
import { notify } from '@vigil/shared';
import { useState } from 'react';
import { useUpdateFlow } from '../../../data/flows/update-flow';
import { localProblems, type SaveProblems, saveProblemsOf } from '../lib/graph-errors';

export interface FlowBody {
  title: string;
  nodes: FlowNode[];
  edges: FlowEdge[];
}

/** What the contract says before any request: a title, and each node's settings. */
function unsavable(body: FlowBody): SaveProblems | null {
  const byNode = localProblems(body.nodes);
  if (body.title.trim() && Object.keys(byNode).length === 0) return null;
  return {
    reason: body.title.trim()
      ? 'Some nodes need their settings before the flow can be saved.'
      : 'Give the flow a title before saving it.',
    overLimit: false,
    byNode,
    byEdge: {},
    general: [],
  };
}

/**
 * Saving the flow: the title and each node checked with the contract first, then the PATCH; the
 * problems found (shown on their node or edge until changed), whether there is anything unsaved,
 * and Run: the run dialog opens once the graph it would copy is the one on screen.
 */
export function useFlowSave(flowId: string, body: FlowBody) {
  const save = useUpdateFlow(flowId);
  const [problems, setProblems] = useState<SaveProblems | null>(null);
  // What Save would send, compared with what was last loaded or saved.
  const snapshot = JSON.stringify(body);
  const [savedSnapshot, setSavedSnapshot] = useState(snapshot);
  const dirty = snapshot !== savedSnapshot;
  const [running, setRunning] = useState(false);

  /** A node or edge changed: the problem a save found with it no longer holds. */
  const forgetProblem = (kind: 'byNode' | 'byEdge', id: string) =>
    setProblems((current) => {
      if (!current?.[kind][id]) return current;
      const { [id]: _gone, ...rest } = current[kind];
      return { ...current, [kind]: rest };
    });

  const onSave = (then?: () => void) => {
    const local = unsavable(body);
    if (local) return setProblems(local);
    save.mutate(body, {
      onSuccess: () => {
        setProblems(null);
        setSavedSnapshot(snapshot);
        notify.success('Flow saved.');
        then?.();
      },
      onError: (error) => {
        const found = saveProblemsOf(error);
        setProblems(found);
        if (found.overLimit) notify.error(found.reason);
      },
    });
  };

  // A run copies the saved graph, so changes are saved first.
  const onRun = () => (dirty ? onSave(() => setRunning(true)) : setRunning(true));
  const closeRun = () => setRunning(false);

  return {
    problems,
    forgetProblem,
    dirty,
    saving: save.isPending,
    onSave,
    running,
    onRun,
    closeRun,
  };
}
