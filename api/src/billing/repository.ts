import type { AccountType, Coupon, Invoice, PlanInterval } from '@vigil/contract';
import type { Queryable } from '../db/connection';
import type { RunKind } from '../runs/run-kind';
import type { AccountRow } from '../teams/repository';

/** The default card as kept for display: never the number, only Stripe's summary. */
export interface CardSummary {
  id: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}

/** A plan chosen but waiting for its first card (SetupIntent). */
export interface PendingPlan {
  name: 'cloud' | 'selfhost';
  interval: PlanInterval;
  coupon: string | null;
}

export interface BillingRow {
  account_id: string;
  stripe_customer_id: string | null;
  stripe_subscription_id: string | null;
  card: CardSummary | null;
  pending_plan: PendingPlan | null;
  overage_tasks: number;
}

export interface CouponRow {
  code: string;
  discount: number;
  stripe_coupon_id: string | null;
  expires_at: Date | null;
}

const noBilling = (accountId: string): BillingRow => ({
  account_id: accountId,
  stripe_customer_id: null,
  stripe_subscription_id: null,
  card: null,
  pending_plan: null,
  overage_tasks: 0,
});

export async function billingOf(db: Queryable, accountId: string): Promise<BillingRow> {
  const rows = await db.query<BillingRow>('SELECT * FROM billing_accounts WHERE account_id = $1', [
    accountId,
  ]);
  return rows[0] ?? noBilling(accountId);
}

export async function billingByCustomer(db: Queryable, customerId: string) {
  const rows = await db.query<BillingRow>(
    'SELECT * FROM billing_accounts WHERE stripe_customer_id = $1',
    [customerId],
  );
  return rows[0] ?? null;
}

type BillingChanges = Partial<Omit<BillingRow, 'account_id'>>;
const COLUMNS = [
  'stripe_customer_id',
  'stripe_subscription_id',
  'card',
  'pending_plan',
  'overage_tasks',
] as const;
const JSON_COLUMNS = new Set<string>(['card', 'pending_plan']);

/** Creates the team's billing row or changes the given columns of it. */
export async function saveBilling(db: Queryable, accountId: string, changes: BillingChanges) {
  const columns = COLUMNS.filter((column) => changes[column] !== undefined);
  const values = columns.map((column) => {
    const value = changes[column];
    return JSON_COLUMNS.has(column) && value !== null ? JSON.stringify(value) : value;
  });
  const placeholders = columns.map((_, index) => `$${index + 2}`);
  const updates = columns.map((column) => `${column} = EXCLUDED.${column}`);
  await db.query(
    `INSERT INTO billing_accounts (account_id${columns.map((c) => `, ${c}`).join('')})
     VALUES ($1${placeholders.map((p) => `, ${p}`).join('')})
     ON CONFLICT (account_id) DO UPDATE SET ${[...updates, 'time_updated = now()'].join(', ')}`,
    [accountId, ...values],
  );
}

/** Moves the team to a plan; limits go back to the catalogue's unless the plan is enterprise. */
export async function setPlan(
  db: Queryable,
  accountId: string,
  plan: { type: AccountType; interval: PlanInterval },
  coupon?: Coupon | null,
) {
  const rows = await db.query<AccountRow>(
    `UPDATE accounts SET type = $2, interval = $3,
       limits = CASE WHEN $2 = 'enterprise' THEN limits ELSE NULL END,
       meta = CASE WHEN $4::jsonb IS NULL THEN meta ELSE jsonb_set(meta, '{coupon}', $4::jsonb) END
     WHERE id = $1 RETURNING *`,
    [accountId, plan.type, plan.interval, coupon ? JSON.stringify(coupon) : null],
  );
  return rows[0] ?? null;
}

/** Operator-set limits (enterprise); null hands them back to the catalogue. */
export async function setLimits(db: Queryable, accountId: string, limits: object | null) {
  await db.query('UPDATE accounts SET limits = $2 WHERE id = $1', [
    accountId,
    limits ? JSON.stringify(limits) : null,
  ]);
}

/** A coupon that may be used now (codes are case-insensitive). */
export async function findValidCoupon(db: Queryable, code: string) {
  const rows = await db.query<CouponRow>(
    `SELECT * FROM coupons WHERE code = upper($1) AND (expires_at IS NULL OR expires_at > now())`,
    [code.trim()],
  );
  const row = rows[0];
  return row ? { ...row, discount: Number(row.discount) } : null;
}

export async function upsertCoupon(
  db: Queryable,
  coupon: { code: string; discount: number; expires_at: Date | null },
) {
  await db.query(
    `INSERT INTO coupons (code, discount, expires_at) VALUES (upper($1), $2, $3)
     ON CONFLICT (code) DO UPDATE SET discount = EXCLUDED.discount,
       expires_at = EXCLUDED.expires_at, stripe_coupon_id = NULL`,
    [coupon.code.trim(), coupon.discount, coupon.expires_at],
  );
}

export async function setStripeCouponId(db: Queryable, code: string, stripeId: string) {
  await db.query('UPDATE coupons SET stripe_coupon_id = $2 WHERE code = $1', [code, stripeId]);
}

/** Records a webhook event; false when it was already applied (Stripe delivers at least once). */
export async function claimEvent(db: Queryable, id: string, type: string): Promise<boolean> {
  const rows = await db.query(
    'INSERT INTO stripe_events (id, type) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING RETURNING id',
    [id, type],
  );
  return rows.length > 0;
}

interface InvoiceRow extends Omit<Invoice, 'time_created'> {
  account_id: string;
  time_created: Date;
}

export async function upsertInvoice(db: Queryable, invoice: InvoiceRow) {
  await db.query(
    `INSERT INTO invoices (id, account_id, number, status, amount_due, amount_paid, currency,
       hosted_invoice_url, invoice_pdf, time_created)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (id) DO UPDATE SET number = EXCLUDED.number, status = EXCLUDED.status,
       amount_due = EXCLUDED.amount_due, amount_paid = EXCLUDED.amount_paid,
       hosted_invoice_url = EXCLUDED.hosted_invoice_url, invoice_pdf = EXCLUDED.invoice_pdf`,
    [
      invoice.id,
      invoice.account_id,
      invoice.number,
      invoice.status,
      invoice.amount_due,
      invoice.amount_paid,
      invoice.currency,
      invoice.hosted_invoice_url,
      invoice.invoice_pdf,
      invoice.time_created,
    ],
  );
}

export async function listInvoices(
  db: Queryable,
  accountId: string,
  page: { limit: number; offset: number },
): Promise<{ count: number; results: Invoice[] }> {
  const [total] = await db.query<{ count: string | number }>(
    'SELECT count(*) AS count FROM invoices WHERE account_id = $1',
    [accountId],
  );
  const rows = await db.query<InvoiceRow>(
    `SELECT * FROM invoices WHERE account_id = $1 ORDER BY time_created DESC, id
     LIMIT $2 OFFSET $3`,
    [accountId, page.limit, page.offset],
  );
  return {
    count: Number(total?.count ?? 0),
    results: rows.map(({ account_id: _account, time_created, ...invoice }) => ({
      ...invoice,
      time_created: time_created.toISOString(),
    })),
  };
}

/** Adds cloud tasks over quota to the team's unbilled overage. */
export async function addOverage(db: Queryable, accountId: string, tasks: number) {
  await db.query(
    `INSERT INTO billing_accounts (account_id, overage_tasks) VALUES ($1, $2)
     ON CONFLICT (account_id) DO UPDATE SET
       overage_tasks = billing_accounts.overage_tasks + EXCLUDED.overage_tasks`,
    [accountId, tasks],
  );
}

/** Takes `tasks` of the unbilled overage once they are on an invoice. */
export async function takeOverage(db: Queryable, accountId: string, tasks: number) {
  await db.query(
    'UPDATE billing_accounts SET overage_tasks = GREATEST(overage_tasks - $2, 0) WHERE account_id = $1',
    [accountId, tasks],
  );
}
/** A detached card is no longer the team's card. */
export async function forgetCard(db: Queryable, paymentMethodId: string) {
  await db.query(`UPDATE billing_accounts SET card = NULL WHERE card->>'id' = $1`, [
    paymentMethodId,
  ]);
}

/** An account's usage counter of a kind of run (`RunKind.usage`; reset each billing period). */
export type TaskUsage = `usage_${RunKind['usage']}`;

/** Adds `count` tasks to the account's usage counter of that kind. */
export async function addUsage(db: Queryable, accountId: string, usage: TaskUsage, count: number) {
  await db.query(`UPDATE accounts SET ${usage} = ${usage} + $2 WHERE id = $1`, [accountId, count]);
}

/** A server-wide setting (the Stripe product of a plan…); null when not stored yet. */
export async function settingOf(db: Queryable, key: string): Promise<string | null> {
  const rows = await db.query<{ value: string }>('SELECT value FROM settings WHERE key = $1', [
    key,
  ]);
  return rows[0]?.value ?? null;
}

/** Stores the setting unless one is stored already, and answers the one stored. */
export async function settleSetting(db: Queryable, key: string, value: string): Promise<string> {
  await db.query('INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [
    key,
    value,
  ]);
  return (await settingOf(db, key))!;
}
