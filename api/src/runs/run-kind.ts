import type { CaseRunCreateBody, RunType, ScheduleCost } from '@vigil/contract';
import type { Db, Queryable } from '../db/connection';
import type { JobSender } from '../jobs/define-job';
import type { Metrics } from './conditions';
import { siteRunOf } from './repository';

/** Where a run stands: still at work, or ended well or badly. */
export type RunStatus = 'working' | 'passed' | 'failed';

/** What a schedule's unit or a flow node asks a kind to make runs of. */
export interface RunRequest {
  accountId: string;
  /** The site the runs belong to (a site kind runs on it; a page kind's pages are on it). */
  siteId: string | null;
  /** The pages a page kind makes one run each of; a site kind ignores them. */
  pageIds: string[];
  /** The task's own settings (a schedule's or a flow node's): only its kind reads them. */
  settings: RunSettings;
}

export interface RunSettings {
  /** A test's score threshold. */
  threshold?: number | undefined;
  caseId?: string | null | undefined;
  /** A case run's value updates (flow nodes). */
  updates?: CaseRunCreateBody['updates'];
  flowId?: string | null | undefined;
}

/** A finished run's figures, who it is about (an alert's state is kept per subject), names. */
export interface RunFacts {
  metrics: Metrics;
  /** The same check on the same page or site: an alert's state is remembered per subject. */
  subject: string;
  siteUrl: string;
  pageUrl: string | null;
  /** The run's site, where its screen is one of the site's (a migration's). */
  siteId?: string;
}

/**
 * One kind of run, registered once (engine/run-kinds.ts) and looked up by its type: how one is
 * made, where it stands, what its figures are and where the app shows it. Schedules, flows and
 * alerts reach the producing folders only through this interface.
 */
export interface RunKind {
  type: RunType;
  /** What one run is made on: each page (scans, tests) or the site (case and flow runs). */
  unit: 'page' | 'site';
  /** The plan's monthly allowance its runs count in (a schedule's cost is shown against it). */
  usage: ScheduleCost['usage'];
  /**
   * Makes the runs (through the owning service, as a caller's request would) and queues their
   * jobs with `db`: handed a database joined to the caller's transaction, the runs, the usage
   * they count and their jobs commit together or not at all. A refusal throws an HttpError.
   */
  make(db: Db, queue: JobSender | undefined, request: RunRequest): Promise<string[]>;
  /** The status of each run still stored; a run deleted since is absent. */
  statuses(db: Queryable, ids: string[]): Promise<Map<string, RunStatus>>;
  /** The figures of a run; null when it is gone. */
  facts(db: Queryable, id: string): Promise<RunFacts | null>;
  /** The app's screen of the run (`facts` name its site, for a screen under the site). */
  path(id: string, facts: RunFacts): string;
}

/** The registry: every kind of run by its type. */
export type RunKinds = Readonly<Record<RunType, RunKind>>;

/** The kind of a type that may name no run (a flow node's issue or delivery): null then. */
export function runKindOf(kinds: RunKinds, type: string): RunKind | null {
  return Object.hasOwn(kinds, type) ? kinds[type as RunType] : null;
}

/** A kind's `statuses` from its repository's rows of id and status. */
export async function byId(
  rows: Promise<{ id: string; status: RunStatus }[]>,
): Promise<Map<string, RunStatus>> {
  return new Map((await rows).map((row) => [row.id, row.status]));
}

/**
 * The facts of a run made on a site (a case or flow run): its status, and one alert state per
 * case or flow on each site.
 */
export async function siteRunFacts(
  db: Queryable,
  type: 'caserun' | 'flowrun',
  parent: 'case_id' | 'flow_id',
  id: string,
): Promise<RunFacts | null> {
  const run = await siteRunOf(db, type, parent, id);
  if (!run) return null;
  return {
    metrics: { [`${type}_status` as const]: run.status },
    subject: `${type}:${run.parent_id}:site:${run.site_id}`,
    siteUrl: run.site_url,
    pageUrl: null,
  };
}
