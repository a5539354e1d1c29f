import type { AlertCreateBody, CaseStep } from '@vigil/contract';
import { usageError } from '../io';
import { canonical } from './canonical';
import { managedByOf } from './config-schema';
import { matchSchedule, scheduleName, type ScheduleConfig } from './schedules';
import type { Desired } from './load';
import { urlKey, type RemoteState } from './state';

export type Change =
  | { action: 'create'; kind: 'site'; name: string; site_url: string; page_urls: string[] }
  | {
      action: 'update';
      kind: 'site';
      name: string;
      id: string;
      site_url: string;
      add_pages: string[];
    }
  | { action: 'create'; kind: 'alert'; name: string; body: AlertCreateBody }
  | {
      action: 'update';
      kind: 'alert';
      name: string;
      id: string;
      body: AlertCreateBody;
      fields: string[];
    }
  | { action: 'create'; kind: 'case'; name: string; site_url: string; steps: CaseStep[] }
  | {
      action: 'update';
      kind: 'case';
      name: string;
      id: string;
      steps: CaseStep[];
      fields: string[];
    }
  | { action: 'create'; kind: 'schedule'; name: string; schedule: ScheduleConfig }
  | {
      action: 'update';
      kind: 'schedule';
      name: string;
      id: string;
      schedule: ScheduleConfig;
      fields: string[];
    }
  | { action: 'delete'; kind: 'site' | 'alert' | 'case' | 'schedule'; name: string; id: string };

/**
 * Steps as the exporter writes them: a navigate from the site's root ('/pricing') as the address
 * it opens, so a file and what `pull` wrote back from it compare equal.
 */
function sameSteps(a: CaseStep[], b: CaseStep[], siteUrl: string): boolean {
  const absolute = (steps: CaseStep[]) =>
    steps.map((step) =>
      step.action.type === 'navigate' && step.action.value?.startsWith('/')
        ? { ...step, action: { ...step.action, value: new URL(step.action.value, siteUrl).href } }
        : step,
    );
  return canonical(absolute(a)) === canonical(absolute(b));
}

/**
 * Whether this file's `deploy` made it (or took it over): prune deletes nothing a person made in
 * the screens, nor what another project's file manages on the same team.
 */
const managed = (object: { managed_by?: string | null }, desired: Desired) =>
  object.managed_by === managedByOf(desired.config);

/** Marking a declared object as the file's is an update like any other field. */
const unmarked = (object: { managed_by?: string | null }, desired: Desired) =>
  (object.managed_by ?? null) === managedByOf(desired.config) ? [] : ['managed_by'];

type Update = Extract<Change, { action: 'update'; fields: string[] }>;
// Distributes over the union, so each kind keeps its own fields.
type UpdateWithout<U> = U extends Update ? Omit<U, 'action' | 'fields'> : never;

/** The update of an object whose declared `fields` differ from Vigil's; none when all match. */
const updateOf = (fields: string[], update: UpdateWithout<Update>): Change[] =>
  fields.length ? [{ ...update, action: 'update', fields } as Update] : [];

function sitePlan(desired: Desired, remote: RemoteState, prune: boolean): Change[] {
  const changes: Change[] = [];
  const declared = new Set(desired.config.sites.map((site) => urlKey(site.url)));
  for (const site of desired.config.sites) {
    const pageUrls = site.pages.map((page) => new URL(page, site.url).href);
    const found = remote.sites.find((entry) => urlKey(entry.site.site_url) === urlKey(site.url));
    if (!found) {
      changes.push({
        action: 'create',
        kind: 'site',
        name: site.url,
        site_url: site.url,
        page_urls: pageUrls,
      });
      continue;
    }
    const known = new Set(
      found.pages.flatMap((page) => [page.page_url, ...page.aliases]).map(urlKey),
    );
    const add = pageUrls.filter((url) => !known.has(urlKey(url)));
    if (add.length || unmarked(found.site, desired).length)
      changes.push({
        action: 'update',
        kind: 'site',
        name: site.url,
        id: found.site.id,
        site_url: found.site.site_url,
        add_pages: add,
      });
  }
  if (prune)
    for (const { site } of remote.sites)
      if (!declared.has(urlKey(site.site_url)) && managed(site, desired))
        changes.push({ action: 'delete', kind: 'site', name: site.site_url, id: site.id });
  return changes;
}

function alertPlan(desired: Desired, remote: RemoteState, prune: boolean): Change[] {
  const changes: Change[] = [];
  for (const alert of desired.config.alerts) {
    const found = remote.alerts.find((existing) => existing.name === alert.name);
    if (!found) {
      changes.push({ action: 'create', kind: 'alert', name: alert.name, body: alert });
      continue;
    }
    const fields = [
      ...(['expressions', 'actions'] as const).filter(
        (field) => canonical(found[field]) !== canonical(alert[field]),
      ),
      ...unmarked(found, desired),
    ];
    changes.push(
      ...updateOf(fields, { kind: 'alert', name: alert.name, id: found.id, body: alert }),
    );
  }
  const names = new Set(desired.config.alerts.map((alert) => alert.name));
  if (prune)
    for (const alert of remote.alerts)
      if (!names.has(alert.name) && managed(alert, desired))
        changes.push({ action: 'delete', kind: 'alert', name: alert.name, id: alert.id });
  return changes;
}

function casePlan(desired: Desired, remote: RemoteState, prune: boolean): Change[] {
  const siteUrlOf = new Map(remote.sites.map(({ site }) => [site.id, urlKey(site.site_url)]));
  const declaredSites = new Set(desired.config.sites.map((site) => urlKey(site.url)));
  const changes: Change[] = [];
  for (const wanted of desired.cases) {
    const siteKey = urlKey(wanted.siteUrl);
    if (!declaredSites.has(siteKey) && ![...siteUrlOf.values()].includes(siteKey))
      throw usageError(
        `cases: ${wanted.file} is for ${wanted.siteUrl}, which is not a site (add it to sites)`,
      );
    const found = remote.cases.find(
      (existing) =>
        existing.title === wanted.title &&
        existing.site &&
        siteUrlOf.get(existing.site) === siteKey,
    );
    if (!found)
      changes.push({
        action: 'create',
        kind: 'case',
        name: wanted.title,
        site_url: wanted.siteUrl,
        steps: wanted.steps,
      });
    else {
      const fields = [
        ...(sameSteps(found.steps, wanted.steps, wanted.siteUrl) ? [] : ['steps']),
        ...unmarked(found, desired),
      ];
      changes.push(
        ...updateOf(fields, {
          kind: 'case',
          name: wanted.title,
          id: found.id,
          steps: wanted.steps,
        }),
      );
    }
  }
  if (prune) {
    const wantedKeys = new Set(desired.cases.map((c) => `${urlKey(c.siteUrl)} ${c.title}`));
    for (const existing of remote.cases) {
      const siteKey = existing.site ? siteUrlOf.get(existing.site) : undefined;
      const wanted = wantedKeys.has(`${siteKey} ${existing.title}`);
      if (siteKey && declaredSites.has(siteKey) && !wanted && managed(existing, desired))
        changes.push({ action: 'delete', kind: 'case', name: existing.title, id: existing.id });
    }
  }
  return changes;
}

function schedulePlan(desired: Desired, remote: RemoteState, prune: boolean): Change[] {
  const changes: Change[] = [];
  const matched = new Set<string>();
  for (const schedule of desired.config.schedules) {
    const name = scheduleName(schedule);
    const found = matchSchedule(schedule, remote);
    if (found) matched.add(found.schedule.id);
    const fields = found ? [...found.fields, ...unmarked(found.schedule, desired)] : [];
    if (!found) changes.push({ action: 'create', kind: 'schedule', name, schedule });
    else
      changes.push(
        ...updateOf(fields, { kind: 'schedule', name, id: found.schedule.id, schedule }),
      );
  }
  if (prune)
    for (const schedule of remote.schedules)
      if (!matched.has(schedule.id) && managed(schedule, desired)) {
        const what =
          schedule.resources.map((resource) => resource.str).join(', ') || schedule.scope;
        changes.push({
          action: 'delete',
          kind: 'schedule',
          name: `${schedule.task_type} ${what}`,
          id: schedule.id,
        });
      }
  return changes;
}

/** What `deploy` would do to make the team match the file; deletes only with `prune`. */
export function computePlan(desired: Desired, remote: RemoteState, prune: boolean): Change[] {
  return [
    ...sitePlan(desired, remote, prune),
    ...alertPlan(desired, remote, prune),
    ...casePlan(desired, remote, prune),
    ...schedulePlan(desired, remote, prune),
  ];
}

const SIGN = { create: '+', update: '~', delete: '-' } as const;

function line(change: Change): string {
  const named = change.kind === 'site' || change.kind === 'schedule';
  const head = `${SIGN[change.action]} ${change.action} ${change.kind} ${named ? change.name : JSON.stringify(change.name)}`;
  if (change.action === 'create' && change.kind === 'site')
    return `${head} (${change.page_urls.length + 1} pages)`;
  if (change.action === 'update' && change.kind === 'site')
    return change.add_pages.length
      ? `${head}: add ${change.add_pages.join(', ')}`
      : `${head}: managed_by`;
  if (change.action === 'update') return `${head}: ${change.fields.join(', ')}`;
  if (change.action === 'create' && change.kind === 'case') return `${head} on ${change.site_url}`;
  return head;
}

/** Terraform-like: a line per change, then the counts. */
export function renderPlan(changes: Change[], file: string): string {
  if (changes.length === 0) return `No changes: Vigil matches ${file}.`;
  const count = (action: Change['action']) =>
    changes.filter((change) => change.action === action).length;
  return `${changes.map(line).join('\n')}\n\nPlan: ${count('create')} to create, ${count('update')} to update, ${count('delete')} to delete.`;
}
