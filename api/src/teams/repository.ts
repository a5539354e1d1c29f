import {
  planCatalogue,
  scheduleCostSchema,
  type Account,
  type AccountType,
  type Member,
  type PlanLimits,
  type SurveyAnswer,
} from '@vigil/contract';
import type { Queryable } from '../db/connection';
import { findTeamRow } from '../db/repository-team-rows';
import type { RunKind } from '../runs/run-kind';
import { publicSlackOf, type SlackRow } from '../slack/sealed-slack';

export interface AccountRow {
  id: string;
  name: string;
  type: AccountType;
  interval: 'month' | 'year';
  code: string;
  info: { survey?: SurveyAnswer[] };
  meta: { coupon?: { code: string; discount: number } | null };
  limits: PlanLimits | null;
  usage_sites: number;
  usage_scans: number;
  usage_tests: number;
  usage_caseruns: number;
  usage_flowruns: number;
  usage_schedules: number;
  usage_monitors: number;
  usage_period_start: Date;
  slack: SlackRow | null;
  time_created: Date;
}

export interface MemberRow {
  id: string;
  account_id: string;
  user_id: string | null;
  email: string;
  phone: string | null;
  status: 'pending' | 'active';
  type: 'admin' | 'contributor';
  code: string | null;
  time_created: Date;
}

/** The limits in force: the operator's for enterprise, else the plan catalogue's (new = free). */
export function limitsOf(account: Pick<AccountRow, 'type' | 'limits'>): PlanLimits {
  if (account.limits) return account.limits;
  switch (account.type) {
    case 'new':
      return planCatalogue.free.limits;
    case 'admin':
      return planCatalogue.selfhost.limits;
    default:
      return planCatalogue[account.type].limits;
  }
}

export function toAccount(row: AccountRow): Account {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    code: row.code,
    info: { survey: row.info.survey ?? [] },
    usage: {
      sites: row.usage_sites,
      scans: row.usage_scans,
      tests: row.usage_tests,
      caseruns: row.usage_caseruns,
      flowruns: row.usage_flowruns,
      schedules: row.usage_schedules,
      monitors: row.usage_monitors,
      period_start: row.usage_period_start.toISOString(),
    },
    limits: limitsOf(row),
    meta: { coupon: row.meta.coupon ?? null },
    // Never the webhook URL or token: the channel and a masked URL only.
    slack: publicSlackOf(row.slack),
    time_created: row.time_created.toISOString(),
  };
}

/** Invite codes are secrets of the team's admins: others see null. */
export function toMember(row: MemberRow, viewerIsAdmin: boolean): Member {
  return {
    id: row.id,
    account: row.account_id,
    email: row.email,
    phone: row.phone,
    status: row.status,
    type: row.type,
    code: viewerIsAdmin && row.status === 'pending' ? row.code : null,
    time_created: row.time_created.toISOString(),
  };
}

export async function findActiveMembership(db: Queryable, userId: string) {
  const rows = await db.query<MemberRow>(
    `SELECT * FROM members WHERE user_id = $1 AND status = 'active'`,
    [userId],
  );
  return rows[0] ?? null;
}

export async function findAccount(db: Queryable, id: string) {
  const rows = await db.query<AccountRow>('SELECT * FROM accounts WHERE id = $1', [id]);
  return rows[0] ?? null;
}

/**
 * The team's account row, locked until the transaction ends: usage counts stay exact, two adds
 * cannot both pass a limit, and two admins demoting each other cannot both pass the "another
 * admin remains" check. The one lock every domain takes on a team.
 */
export async function lockAccount(tx: Queryable, accountId: string): Promise<AccountRow> {
  const rows = await tx.query<AccountRow>('SELECT * FROM accounts WHERE id = $1 FOR UPDATE', [
    accountId,
  ]);
  return rows[0]!;
}

export async function insertAccount(db: Queryable, name: string, code: string) {
  const rows = await db.query<AccountRow>(
    `INSERT INTO accounts (name, type, code) VALUES ($1, 'new', $2) RETURNING *`,
    [name, code],
  );
  return rows[0]!;
}

export async function updateAccount(
  db: Queryable,
  id: string,
  changes: { name?: string; type?: AccountType; survey?: SurveyAnswer[] },
) {
  const rows = await db.query<AccountRow>(
    `UPDATE accounts SET
       name = COALESCE($2, name),
       type = COALESCE($3, type),
       info = CASE WHEN $4::jsonb IS NULL THEN info ELSE jsonb_set(info, '{survey}', $4::jsonb) END
     WHERE id = $1 RETURNING *`,
    [
      id,
      changes.name ?? null,
      changes.type ?? null,
      changes.survey ? JSON.stringify(changes.survey) : null,
    ],
  );
  return rows[0] ?? null;
}

export const findMemberInAccount = (db: Queryable, accountId: string, memberId: string) =>
  findTeamRow<MemberRow>(db, 'members', accountId, memberId);

export async function findMemberById(db: Queryable, memberId: string) {
  const rows = await db.query<MemberRow>('SELECT * FROM members WHERE id = $1', [memberId]);
  return rows[0] ?? null;
}

/** Inserts a member; null when that email is already in the team. */
export async function insertMember(
  db: Queryable,
  member: Pick<
    MemberRow,
    'account_id' | 'user_id' | 'email' | 'phone' | 'status' | 'type' | 'code'
  > & {
    send_invite: boolean;
  },
) {
  const rows = await db.query<MemberRow>(
    `INSERT INTO members (account_id, user_id, email, phone, status, type, code, send_invite)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (account_id, email) DO NOTHING RETURNING *`,
    [
      member.account_id,
      member.user_id,
      member.email,
      member.phone,
      member.status,
      member.type,
      member.code,
      member.send_invite,
    ],
  );
  return rows[0] ?? null;
}

export async function updateMemberPhone(db: Queryable, memberId: string, phone: string | null) {
  const rows = await db.query<MemberRow>(
    'UPDATE members SET phone = $2 WHERE id = $1 RETURNING *',
    [memberId, phone],
  );
  return rows[0]!;
}

/** Binds a pending invite to the user accepting it; null if someone else accepted it first. */
export async function acceptInvite(db: Queryable, memberId: string, userId: string) {
  const rows = await db.query<MemberRow>(
    `UPDATE members SET user_id = $2, status = 'active', code = NULL
     WHERE id = $1 AND status = 'pending' RETURNING *`,
    [memberId, userId],
  );
  return rows[0] ?? null;
}

/**
 * The counters a usage period resets: one per allowance the run kinds count in (`RunKind.usage`,
 * billing's `usage_<usage>` columns). Named from the contract's closed enum, never from input,
 * so they are safe to write into the SQL; a new allowance is reset without a line here.
 */
const RUN_USAGE_COLUMNS: readonly `usage_${RunKind['usage']}`[] =
  scheduleCostSchema.shape.usage.options.map((usage) => `usage_${usage}` as const);

/** Starts a new 30-day usage period for every account whose period is over (server.md §2). */
export async function resetDueUsage(db: Queryable, periodDays = 30): Promise<number> {
  const zeroed = RUN_USAGE_COLUMNS.map((column) => `${column} = 0`).join(', ');
  const rows = await db.query(
    `UPDATE accounts SET ${zeroed}, usage_period_start = now()
     WHERE usage_period_start <= now() - make_interval(days => $1) RETURNING id`,
    [periodDays],
  );
  return rows.length;
}

export async function deleteMember(db: Queryable, memberId: string) {
  await db.query('DELETE FROM members WHERE id = $1', [memberId]);
}

/**
 * The teams that hold a row in any of `tables` (names from the code, never input), with what
 * their plan's retention is read from: the teams a retention job walks.
 */
export function teamsHolding(db: Queryable, tables: string[]) {
  const holds = tables.map(
    (table) => `EXISTS (SELECT 1 FROM ${table} x WHERE x.account_id = a.id)`,
  );
  return db.query<Pick<AccountRow, 'id' | 'type' | 'limits'>>(
    `SELECT a.id, a.type, a.limits FROM accounts a WHERE ${holds.join(' OR ')}`,
  );
}
