import {
  monitorHttpSettingsSchema,
  monitorIntervalFloors,
  type Monitor,
  type MonitorCreateBody,
  type MonitorResult,
  type MonitorState,
  type MonitorUpdateBody,
  type PageQuery,
  type PlanName,
} from '@vigil/contract';
import type { Db, Queryable } from '../db/connection';
import { badRequest, HttpError, notFound } from '../http/errors';
import type { Rows } from '../http/pagination';
import { assertPublicHost, createSsrfGuard, type SsrfGuard } from '../net/guard';
import { assertWithinLimit } from '../billing/limits';
import { findAccount, lockAccount, type AccountRow } from '../teams/repository';
import { secretReader } from '../secrets/cipher';
import { checkTarget } from './checks';
import { createPingLimiter, newHeartbeatToken, recordPing } from './heartbeat';
import { createMaintenanceService } from './maintenance-service';
import { assertTeamSecrets } from './request-secrets';
import * as monitors from './repository';
import { listMonitors } from './repository-list';
import { createMonitorStatsService } from './stats';
import { createStatusPageService } from './status-pages';

export type UptimeService = ReturnType<typeof createUptimeService>;
/** GET /v1/ops/monitor's query as the contract parses it. */
type MonitorListQuery = PageQuery & { state?: MonitorState; site_id?: string; q?: string };

/** The plan whose interval floor applies: a new team is on free, the operator's on selfhost. */
function planOf(type: AccountRow['type']): PlanName {
  if (type === 'new') return 'free';
  if (type === 'admin') return 'selfhost';
  return type;
}

/** SSRF: a monitor on a private or local address is refused unless the operator allows it. */
const assertPublicTarget = (guard: SsrfGuard, url: string) =>
  assertPublicHost(guard, new URL(url).hostname, () =>
    badRequest('url: must not be a private or local address', 'url'),
  );

/**
 * The whole monitor checked, each refusal a 400 naming its field: a kind that is checked, an
 * interval within the plan's floor, a timeout within the interval, a public URL, and an alert and
 * secrets of the caller's team; another team's site is 404.
 */
async function checkedFields(
  db: Queryable,
  guard: SsrfGuard,
  accountId: string,
  fields: monitors.MonitorFields,
): Promise<monitors.MonitorFields> {
  const plan = planOf((await findAccount(db, accountId))!.type);
  const floor = monitorIntervalFloors[plan];
  if (fields.interval_seconds < floor) {
    throw badRequest(
      `interval_seconds: the ${plan} plan checks at most every ${floor} s`,
      'interval_seconds',
    );
  }
  if (fields.settings.timeout_seconds > fields.interval_seconds) {
    throw badRequest(
      'settings.timeout_seconds: must not be longer than interval_seconds',
      'settings.timeout_seconds',
    );
  }
  if (fields.kind === 'heartbeat') fields = { ...fields, url: '' };
  else if (!fields.url) throw badRequest('url: enter a URL to check', 'url');
  else if (fields.kind === 'tls' && !fields.url.startsWith('https:'))
    throw badRequest('url: a tls monitor checks an https URL', 'url');
  else await assertPublicTarget(guard, fields.url);
  // Another team's site is not found, as its other objects are: its id says nothing.
  if (fields.site_id && !(await monitors.isTeams(db, 'sites', fields.site_id, accountId)))
    throw notFound();
  if (fields.alert_id && !(await monitors.isTeams(db, 'alerts', fields.alert_id, accountId)))
    throw badRequest("alert_id: not one of your team's alerts", 'alert_id');
  await assertTeamSecrets(db, accountId, fields.settings);
  return fields;
}

/** What makes a monitor look again at once: a new target, a new timing or a resume. */
function recheckOf(before: monitors.MonitorRow, after: monitors.MonitorFields) {
  if (before.url !== after.url || before.kind !== after.kind) return 'restart' as const;
  const settingsChanged = JSON.stringify(before.settings) !== JSON.stringify(after.settings);
  if (settingsChanged || before.interval_seconds !== after.interval_seconds) return 'now' as const;
  if (before.paused && !after.paused) return 'now' as const;
  return 'keep' as const;
}

export function createUptimeService(
  db: Db,
  options: { allowPrivateTargets?: string; appUrl?: string; secretKey?: string } = {},
) {
  const guard = createSsrfGuard(options.allowPrivateTargets);
  // "Check now" reads the secrets an http monitor's headers name, as the checker does.
  const secrets = secretReader(db, options.secretKey);
  const appUrl = options.appUrl ?? 'http://localhost:8080';
  const pings = createPingLimiter();

  async function owned(accountId: string, id: string) {
    const row = await monitors.findMonitor(db, accountId, id);
    if (!row) throw notFound();
    return row;
  }
  const read = async (row: monitors.MonitorRow) =>
    (await monitors.toMonitors(db, [row], appUrl))[0]!;

  return {
    /** The team's status pages and their public reads (status-pages.ts). */
    statusPages: createStatusPageService(db, appUrl),
    /** The team's maintenance windows (maintenance-service.ts). */
    maintenance: createMaintenanceService(db),
    /** The /uptime/{id} screen's figures and incidents (stats.ts). */
    stats: createMonitorStatsService(db),

    /** Creates a monitor; past the plan's monitors_allowed 426 `max monitors reached`, none made. */
    async create(accountId: string, body: MonitorCreateBody): Promise<Monitor> {
      const fields = await checkedFields(db, guard, accountId, {
        ...body,
        url: body.url ?? '',
        site_id: body.site_id ?? null,
        alert_id: body.alert_id ?? null,
        settings: body.settings ?? monitorHttpSettingsSchema.parse({}),
      });
      const token = fields.kind === 'heartbeat' ? newHeartbeatToken() : null;
      // Counted under the team's lock, so two creations at once cannot both take the last one.
      const row = await db.transaction(async (tx) => {
        const account = await lockAccount(tx, accountId);
        assertWithinLimit(account, 'monitor', await monitors.countMonitors(tx, accountId));
        const made = await monitors.insertMonitor(tx, accountId, fields, token);
        await monitors.recountMonitors(tx, accountId);
        return made;
      });
      return read(row);
    },

    async get(accountId: string, id: string): Promise<Monitor> {
      return read(await owned(accountId, id));
    },

    /** The team's monitors, filtered; another team's (or no) site is 404, as for issues. */
    async list(accountId: string, query: MonitorListQuery): Promise<Rows<Monitor>> {
      if (query.site_id && !(await monitors.isTeams(db, 'sites', query.site_id, accountId)))
        throw notFound();
      const filter = { state: query.state, siteId: query.site_id, q: query.q };
      const page = await listMonitors(db, accountId, filter, query);
      return { count: page.count, rows: await monitors.toMonitors(db, page.rows, appUrl) };
    },

    /** Changes any fields; the result is checked whole. */
    async update(accountId: string, id: string, body: MonitorUpdateBody): Promise<Monitor> {
      const current = await owned(accountId, id);
      const fields = await checkedFields(db, guard, accountId, {
        name: body.name ?? current.name,
        kind: body.kind ?? current.kind,
        url: body.url ?? current.url,
        site_id: body.site_id === undefined ? current.site_id : body.site_id,
        alert_id: body.alert_id === undefined ? current.alert_id : body.alert_id,
        settings: body.settings ?? monitorHttpSettingsSchema.parse(current.settings),
        interval_seconds: body.interval_seconds ?? current.interval_seconds,
        failures_to_down: body.failures_to_down ?? current.failures_to_down,
        paused: body.paused ?? current.paused,
      });
      const token =
        fields.kind === 'heartbeat' && !current.heartbeat_token ? newHeartbeatToken() : null;
      const recheck = recheckOf(current, fields);
      return read(await monitors.updateMonitor(db, id, fields, recheck, token));
    },

    /** Deletes the monitor with its results and incidents; its issues are kept. */
    async remove(accountId: string, id: string) {
      await owned(accountId, id);
      await monitors.deleteMonitor(db, accountId, id);
      return { success: true };
    },

    /**
     * A heartbeat's ping (no sign-in: the token is the credential); unknown tokens are 404. One
     * is written per token a second, the others answered alike (heartbeat.ts).
     */
    async ping(token: string, now = new Date()) {
      if (!(await pings.admit(token, now, () => recordPing(db, token, now)))) throw notFound();
      return { success: true };
    },

    /** Checks the monitor now, as the checker would, without storing the result. */
    async checkNow(accountId: string, id: string): Promise<MonitorResult> {
      const row = await owned(accountId, id);
      if (row.kind === 'heartbeat')
        throw badRequest('kind: a heartbeat is checked by its pings, not on demand', 'kind');
      // Only our own failure throws (the target's are results): the caller may try again.
      const outcome = await checkTarget({ db, guard, secrets }, row).catch(() => {
        throw new HttpError(503, 'The check could not run; try again.');
      });
      return {
        time_checked: new Date().toISOString(),
        ok: outcome.ok,
        status_code: outcome.statusCode,
        ms: outcome.ms,
        error_class: outcome.errorClass,
        error: outcome.error,
      };
    },

    async results(accountId: string, id: string, query: PageQuery): Promise<Rows<MonitorResult>> {
      await owned(accountId, id);
      const page = await monitors.listResults(db, id, query.limit, query.offset);
      return { count: page.count, rows: page.rows.map(monitors.toResult) };
    },
  };
}
