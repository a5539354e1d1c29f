import type { FlowNode, FlowNodeData } from '@vigil/contract';
import { MASKED_VALUE, maskUrl, sameOrMasked, webhooksForbidden } from '../notify/webhook-mask';

type WebhookData = Extract<FlowNodeData, { task_type: 'webhook' }>;
type WebhookNode = FlowNode & { data: WebhookData };

const isWebhook = (node: FlowNode): node is WebhookNode => node.data.task_type === 'webhook';

const maskedHeaders = (headers: Record<string, string>) =>
  Object.fromEntries(Object.keys(headers).map((name) => [name, MASKED_VALUE]));

/** The graph as a non-admin reads it: each webhook node's URL and header values masked. */
export const maskedNodes = (nodes: FlowNode[]): FlowNode[] =>
  nodes.map((node) =>
    isWebhook(node)
      ? {
          ...node,
          data: {
            ...node.data,
            uri: maskUrl(node.data.uri),
            headers: maskedHeaders(node.data.headers),
          },
        }
      : node,
  );

/**
 * Whether a non-admin sent the stored call back as they read it: the same method and payload (an
 * admin's headers must not carry a body of someone else's choosing), the URL and each header's
 * value as stored or masked. The label, conditions and position are anyone's to change.
 */
function unchanged(sent: WebhookData, stored: WebhookData) {
  const names = Object.keys(stored.headers);
  return (
    sent.request_type === stored.request_type &&
    sent.payload === stored.payload &&
    sameOrMasked(sent.uri, stored.uri, maskUrl(stored.uri)) &&
    Object.keys(sent.headers).length === names.length &&
    names.every(
      (name) =>
        Object.hasOwn(sent.headers, name) &&
        sameOrMasked(sent.headers[name]!, stored.headers[name]!, MASKED_VALUE),
    )
  );
}

/**
 * The graph a non-admin saves: theirs, each webhook node's URL and headers as stored, so saving
 * the editor as loaded never writes a mask over a credential. Its webhook nodes must be the stored
 * ones (by id), unchanged but for label, conditions and position; a webhook node added, removed
 * or changed is 403 (alerts/webhook-mask.ts says why). A new flow has none stored: none at all.
 */
export function keepStoredWebhooks(sent: FlowNode[], stored: FlowNode[]): FlowNode[] {
  const hooks = new Map(stored.filter(isWebhook).map((node) => [node.id, node]));
  const sentIds = new Set(sent.filter(isWebhook).map((node) => node.id));
  if (sentIds.size !== hooks.size || sent.filter(isWebhook).length !== hooks.size)
    throw webhooksForbidden();
  return sent.map((node) => {
    if (!isWebhook(node)) return node;
    const original = hooks.get(node.id);
    if (!original || !unchanged(node.data, original.data)) throw webhooksForbidden();
    return {
      ...node,
      data: { ...node.data, uri: original.data.uri, headers: original.data.headers },
    };
  });
}
