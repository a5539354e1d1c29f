import type {
  Alert,
  AlertAction,
  AlertCreateBody,
  AlertDelivery,
  AlertUpdateBody,
  PageQuery,
} from '@vigil/contract';
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/connection';
import { badRequest, orNotFound } from '../http/errors';
import type { Rows } from '../http/pagination';
import { assertPublicHost, createSsrfGuard } from '../net/guard';
import * as alerts from './repository';
import { keepStoredWebhooks } from './webhook-actions';

export type AlertService = ReturnType<typeof createAlertService>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Each action's target, checked: an email address; a webhook URL over http(s) whose host is not
 * private (the SSRF guard, unless the operator allows it). 400 naming `actions.<n>.target`.
 */
async function checkActions(actions: AlertAction[], allowPrivate: string | undefined) {
  const guard = createSsrfGuard(allowPrivate);
  for (const [index, action] of actions.entries()) {
    const field = `actions.${index}.target`;
    if (action.type === 'email' && !EMAIL.test(action.target))
      throw badRequest('an email action needs an email address', field);
    if (action.type !== 'webhook') continue;
    let url: URL;
    try {
      url = new URL(action.target);
    } catch {
      throw badRequest('a webhook needs an http(s) URL', field);
    }
    if (!/^https?:$/.test(url.protocol) || url.username || url.password)
      throw badRequest('a webhook needs an http(s) URL without credentials', field);
    await assertPublicHost(guard, url.hostname, (error) => badRequest(error.message, field));
  }
}

export function createAlertService(db: Db, options: { allowPrivate?: string | undefined } = {}) {
  const owned = async (accountId: string, id: string) =>
    orNotFound(await alerts.findAlert(db, accountId, id));

  return {
    /** Only an admin's alert may carry a webhook (webhook-mask.ts). */
    async create(accountId: string, body: AlertCreateBody, viewerIsAdmin: boolean): Promise<Alert> {
      if (!viewerIsAdmin) keepStoredWebhooks(body.actions, []);
      await checkActions(body.actions, options.allowPrivate);
      const row = await alerts.insertAlert(
        db,
        accountId,
        { ...body, managed_by: body.managed_by ?? null },
        randomBytes(24).toString('base64url'),
      );
      return alerts.toAlert(row, viewerIsAdmin);
    },

    async get(accountId: string, id: string, viewerIsAdmin: boolean): Promise<Alert> {
      return alerts.toAlert(await owned(accountId, id), viewerIsAdmin);
    },

    async list(accountId: string, query: PageQuery, viewerIsAdmin: boolean): Promise<Rows<Alert>> {
      const { count, rows } = await alerts.listAlerts(db, accountId, query);
      return { count, rows: rows.map((row) => alerts.toAlert(row, viewerIsAdmin)) };
    },

    /** A non-admin's actions keep each webhook as stored (they read it masked). */
    async update(
      accountId: string,
      id: string,
      body: AlertUpdateBody,
      viewerIsAdmin: boolean,
    ): Promise<Alert> {
      const current = await owned(accountId, id);
      const actions =
        body.actions && !viewerIsAdmin
          ? keepStoredWebhooks(body.actions, current.actions)
          : body.actions;
      if (actions) await checkActions(actions, options.allowPrivate);
      const row = await alerts.updateAlert(db, id, {
        name: body.name ?? current.name,
        expressions: body.expressions ?? current.expressions,
        actions: actions ?? current.actions,
        // The screens never send it: absent keeps the mark `vigil deploy` set.
        managed_by: body.managed_by === undefined ? current.managed_by : body.managed_by,
      });
      return alerts.toAlert(row, viewerIsAdmin);
    },

    /** Schedules that used it keep running without an alert. */
    async remove(accountId: string, id: string) {
      await owned(accountId, id);
      await alerts.deleteAlert(db, id);
      return { success: true };
    },

    async deliveries(
      accountId: string,
      id: string,
      query: PageQuery,
      viewerIsAdmin: boolean,
    ): Promise<Rows<AlertDelivery>> {
      await owned(accountId, id);
      const { count, rows } = await alerts.listDeliveries(db, id, query);
      return { count, rows: rows.map((row) => alerts.toDelivery(row, viewerIsAdmin)) };
    },
  };
}
