import type { FlowNodeData, FlowTaskType } from '@vigil/contract';

/** What a task is called on the palette and on its node. */
export const TASK_NAMES: Record<FlowTaskType, string> = {
  scan: 'Scan',
  test: 'Test',
  caserun: 'Case run',
  issue: 'Issue',
  email: 'Email',
  slack: 'Slack',
  webhook: 'Webhook',
  wait: 'Wait',
  migration: 'Site migration',
};

/** One line under the task's name, so the palette says what each does. */
export const TASK_HINTS: Record<FlowTaskType, string> = {
  scan: "Scans the site's pages",
  test: 'Compares the pages against their baselines',
  caserun: 'Runs a case on the site',
  issue: 'Opens an issue',
  email: 'Sends an email',
  slack: "Posts to the team's Slack channel",
  webhook: 'Calls a URL',
  wait: 'Pauses before the next node',
  migration: "Repeats the site's latest migration check",
};

/**
 * A new node's settings: the contract's defaults, plus a starting value where a field is
 * required (an issue needs a title). Fields only the user can know (a URL, an address, a case)
 * start empty: saving asks for them on the node.
 */
export function defaultTaskData(taskType: FlowTaskType): FlowNodeData {
  const common = { conditions: null };
  switch (taskType) {
    case 'scan':
      return { task_type: 'scan', ...common };
    case 'test':
      return { task_type: 'test', ...common, threshold: 95 };
    case 'caserun':
      return { task_type: 'caserun', ...common, case_id: '', updates: [] };
    case 'issue':
      return { task_type: 'issue', ...common, title: 'Flow found a problem', details: '' };
    case 'email':
      return { task_type: 'email', ...common, email: '', subject: 'Vigil flow', message: '' };
    case 'slack':
      return { task_type: 'slack', ...common, message: '' };
    case 'webhook':
      return {
        task_type: 'webhook',
        ...common,
        uri: '',
        request_type: 'POST',
        headers: {},
        payload: '',
      };
    case 'wait':
      return { task_type: 'wait', ...common, seconds: 60 };
    case 'migration':
      return { task_type: 'migration', ...common };
  }
}

/** Whether a node sends its objects down true / false branches. */
export const isConditional = (data: Pick<FlowNodeData, 'conditions'>) =>
  (data.conditions?.length ?? 0) > 0;

/** The node's own label, else its task's name. */
export const nodeTitle = (data: FlowNodeData) => data.label?.trim() || TASK_NAMES[data.task_type];
