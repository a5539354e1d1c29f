import { planIntervalSchema, planNameSchema } from '@vigil/contract';
import type Stripe from 'stripe';
import type { Queryable } from '../db/connection';
import { findAccount } from '../teams/repository';
import * as billing from './repository';
import type { StripeBilling } from './stripe-billing';
import { cardSummaryOf, idOf } from './stripe-client';

const LIVE = new Set(['active', 'trialing', 'past_due']);
const ENDED = new Set(['canceled', 'unpaid', 'incomplete_expired']);

/** The team a Stripe object belongs to: the subscription's metadata, else its customer. */
async function accountFor(db: Queryable, customer: string | null, metadataAccount?: string) {
  if (metadataAccount && /^[0-9a-f-]{36}$/i.test(metadataAccount)) {
    const account = await findAccount(db, metadataAccount);
    if (account) return account.id;
  }
  if (!customer) return null;
  return (await billing.billingByCustomer(db, customer))?.account_id ?? null;
}

/**
 * Keeps plan, card and invoices in step with Stripe (server.md §6). An enterprise plan arrives
 * this way too: the operator creates the subscription in Stripe with metadata plan=enterprise.
 */
async function onSubscription(db: Queryable, event: Stripe.Event, sub: Stripe.Subscription) {
  const customer = idOf(sub.customer);
  const accountId = await accountFor(db, customer, sub.metadata?.account_id);
  if (!accountId) return;
  const plan = planNameSchema.safeParse(sub.metadata?.plan);
  const interval = planIntervalSchema.catch('month').parse(sub.metadata?.interval);
  const deleted = event.type === 'customer.subscription.deleted';
  if (!deleted && LIVE.has(sub.status) && plan.success && plan.data !== 'free') {
    await billing.setPlan(db, accountId, { type: plan.data, interval });
    await billing.saveBilling(db, accountId, {
      stripe_customer_id: customer,
      stripe_subscription_id: sub.id,
    });
    return;
  }
  const current = await billing.billingOf(db, accountId);
  if ((deleted || ENDED.has(sub.status)) && current.stripe_subscription_id === sub.id) {
    await billing.setPlan(db, accountId, { type: 'free', interval: 'month' });
    await billing.saveBilling(db, accountId, { stripe_subscription_id: null });
  }
}

async function onInvoice(db: Queryable, invoice: Stripe.Invoice) {
  const customer = idOf(invoice.customer);
  const accountId = await accountFor(db, customer);
  if (!accountId || !invoice.id) return;
  await billing.upsertInvoice(db, {
    id: invoice.id,
    account_id: accountId,
    number: invoice.number ?? null,
    status: invoice.status ?? 'draft',
    amount_due: invoice.amount_due,
    amount_paid: invoice.amount_paid,
    currency: invoice.currency,
    hosted_invoice_url: invoice.hosted_invoice_url ?? null,
    invoice_pdf: invoice.invoice_pdf ?? null,
    time_created: new Date(invoice.created * 1000),
  });
}

async function onPaymentMethod(db: Queryable, event: Stripe.Event, method: Stripe.PaymentMethod) {
  if (event.type === 'payment_method.detached') return billing.forgetCard(db, method.id);
  const customer = idOf(method.customer);
  const row = customer ? await billing.billingByCustomer(db, customer) : null;
  const card = cardSummaryOf(method);
  if (!row || !card) return;
  // A newly attached card becomes the team's; an update only refreshes the card already kept.
  if (event.type === 'payment_method.attached' || row.card?.id === method.id) {
    await billing.saveBilling(db, row.account_id, { card });
  }
}

/**
 * Applies one verified event once, inside the caller's transaction; false when it had already
 * been applied.
 */
export async function applyStripeEvent(db: Queryable, event: Stripe.Event): Promise<boolean> {
  if (!(await billing.claimEvent(db, event.id, event.type))) return false;
  const object = event.data.object as unknown;
  if (event.type.startsWith('customer.subscription.')) {
    await onSubscription(db, event, object as Stripe.Subscription);
  } else if (event.type.startsWith('invoice.')) {
    await onInvoice(db, object as Stripe.Invoice);
  } else if (event.type.startsWith('payment_method.')) {
    await onPaymentMethod(db, event, object as Stripe.PaymentMethod);
  }
  return true;
}

/** Work that calls Stripe back, done once the event is committed: overage on a draft invoice. */
export async function afterStripeEvent(
  db: Queryable,
  stripe: StripeBilling | null,
  event: Stripe.Event,
) {
  if (event.type !== 'invoice.created' || !stripe) return;
  const invoice = event.data.object as Stripe.Invoice;
  const customer = idOf(invoice.customer);
  const accountId = await accountFor(db, customer);
  if (accountId && customer && invoice.id && invoice.status === 'draft') {
    await stripe.billOverage(accountId, customer, invoice.id);
  }
}
