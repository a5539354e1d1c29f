import { apiErrorMessage } from '@vigil/shared';

/** The server's message for one field of a 400 (`{<field>: [message]}`), else its overall reason. */
export function fieldMessage(error: unknown, field: string): string {
  const data = (error as { response?: { data?: Record<string, unknown> } }).response?.data;
  const messages = data?.[field];
  if (Array.isArray(messages) && typeof messages[0] === 'string') return messages[0];
  return apiErrorMessage(error, 'Could not connect Slack.');
}
