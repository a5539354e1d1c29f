import type { AlertAction } from '@vigil/contract';
import { maskUrl, sameOrMasked, webhooksForbidden } from '../notify/webhook-mask';

const isWebhook = (action: AlertAction) => action.type === 'webhook';

/** The actions as a non-admin reads them: each webhook's URL masked (email and Slack as they are). */
export const maskedActions = (actions: AlertAction[]): AlertAction[] =>
  actions.map((action) =>
    isWebhook(action) ? { ...action, target: maskUrl(action.target) } : action,
  );

/**
 * The actions a non-admin saves: theirs, each webhook as stored. Their webhooks must be the stored
 * ones in the same order, each sent back as read (masked) or as stored, so saving the editor as
 * loaded never writes a mask over a URL. A webhook added, removed, retyped or pointed elsewhere
 * is 403 (webhook-mask.ts says why). A new alert has no stored actions: no webhook at all.
 */
export function keepStoredWebhooks(sent: AlertAction[], stored: AlertAction[]): AlertAction[] {
  const hooks = stored.filter(isWebhook);
  if (sent.filter(isWebhook).length !== hooks.length) throw webhooksForbidden();
  let next = 0;
  return sent.map((action) => {
    if (!isWebhook(action)) return action;
    const original = hooks[next++]!;
    if (!sameOrMasked(action.target, original.target, maskUrl(original.target)))
      throw webhooksForbidden();
    return original;
  });
}
