import { planCatalogue, type Coupon, type PlanInterval } from '@vigil/contract';
import type Stripe from 'stripe';
import type { Queryable } from '../db/connection';
import { HttpError } from '../http/errors';
import type { AccountRow } from '../teams/repository';
import * as billing from './repository';
import { cardSummaryOf, idOf } from './stripe-client';

const CURRENCY = 'usd';

export interface PaidPlan {
  name: 'cloud' | 'selfhost';
  interval: PlanInterval;
}

/** Stripe's refusals in the panel's terms; anything unexpected is the provider's fault (502). */
export function stripeFailure(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const type = (error as { type?: string } | null)?.type;
  if (type === 'StripeCardError') return new HttpError(402, 'The card was declined.');
  if (type === 'StripeInvalidRequestError')
    return new HttpError(400, 'The payment provider refused the request.');
  return new HttpError(502, 'The payment provider did not answer; try again later.');
}

/**
 * Billing through Stripe (server.md §6). Prices are always the catalogue's, sent as price_data so
 * nothing a client says and nothing configured in Stripe's dashboard can change them.
 */
export function stripeBilling(db: Queryable, stripe: Stripe) {
  /** One Stripe product per plan, created on first use and remembered in `settings`. */
  async function productFor(plan: PaidPlan['name']): Promise<string> {
    const key = `stripe_product_${plan}`;
    const known = await billing.settingOf(db, key);
    if (known !== null) return known;
    const product = await stripe.products.create({ name: `Vigil ${plan}`, metadata: { plan } });
    // A racing process may have stored its product first: every process uses the stored one.
    return billing.settleSetting(db, key, product.id);
  }

  /** The Stripe coupon matching one of ours, created on first use. */
  async function stripeCouponFor(code: string): Promise<string | null> {
    const coupon = await billing.findValidCoupon(db, code);
    if (!coupon) return null;
    if (coupon.stripe_coupon_id) return coupon.stripe_coupon_id;
    const created = await stripe.coupons.create({
      percent_off: Math.round(coupon.discount * 10000) / 100,
      duration: 'forever',
      name: coupon.code,
      metadata: { code: coupon.code },
    });
    await billing.setStripeCouponId(db, coupon.code, created.id);
    return created.id;
  }

  return {
    async ensureCustomer(account: AccountRow, row: billing.BillingRow, email: string) {
      if (row.stripe_customer_id) return row.stripe_customer_id;
      const customer = await stripe.customers.create({
        email,
        name: account.name,
        metadata: { account_id: account.id },
      });
      await billing.saveBilling(db, account.id, { stripe_customer_id: customer.id });
      return customer.id;
    },

    /** A SetupIntent for the first card; its client_secret goes to Stripe.js. */
    async setupIntent(accountId: string, customer: string) {
      const intent = await stripe.setupIntents.create({
        customer,
        allowed_payment_method_types: ['card'],
        usage: 'off_session',
        metadata: { account_id: accountId },
      });
      return intent.client_secret;
    },

    /** Makes `paymentMethod` the customer's default card and returns its summary. */
    async useCard(accountId: string, customer: string, paymentMethod: string) {
      let method = await stripe.paymentMethods.retrieve(paymentMethod);
      const owner = idOf(method.customer);
      // Another customer's card is as unknown as one that does not exist.
      if (owner && owner !== customer) throw new HttpError(404, 'Unknown payment method.');
      if (!owner) method = await stripe.paymentMethods.attach(paymentMethod, { customer });
      await stripe.customers.update(customer, {
        invoice_settings: { default_payment_method: method.id },
      });
      const card = cardSummaryOf(method);
      if (!card) throw new HttpError(400, 'Only cards are accepted.');
      await billing.saveBilling(db, accountId, { card });
      return card;
    },

    /** Starts the subscription, or moves the existing one to `plan`, charging the saved card. */
    async subscribe(
      account: AccountRow,
      row: billing.BillingRow,
      customer: string,
      plan: PaidPlan,
      couponCode: string | null,
      paymentMethod: string,
    ): Promise<Coupon | null> {
      const item = {
        price_data: {
          currency: CURRENCY,
          product: await productFor(plan.name),
          unit_amount: planCatalogue[plan.name].price[plan.interval],
          recurring: { interval: plan.interval },
        },
      };
      const stripeCoupon = couponCode ? await stripeCouponFor(couponCode) : null;
      const discounts = stripeCoupon ? { discounts: [{ coupon: stripeCoupon }] } : {};
      const metadata = { account_id: account.id, plan: plan.name, interval: plan.interval };
      let subscription: Stripe.Subscription;
      if (row.stripe_subscription_id) {
        const current = await stripe.subscriptions.retrieve(row.stripe_subscription_id);
        const itemId = current.items.data[0]?.id;
        subscription = await stripe.subscriptions.update(row.stripe_subscription_id, {
          items: [{ ...(itemId ? { id: itemId } : {}), ...item }],
          default_payment_method: paymentMethod,
          proration_behavior: 'create_prorations',
          payment_behavior: 'error_if_incomplete',
          metadata,
          ...discounts,
        });
      } else {
        subscription = await stripe.subscriptions.create({
          customer,
          items: [item],
          default_payment_method: paymentMethod,
          payment_behavior: 'error_if_incomplete',
          metadata,
          ...discounts,
        });
      }
      await billing.saveBilling(db, account.id, {
        stripe_subscription_id: subscription.id,
        pending_plan: null,
      });
      const coupon =
        stripeCoupon && couponCode ? await billing.findValidCoupon(db, couponCode) : null;
      return coupon ? { code: coupon.code, discount: coupon.discount } : null;
    },

    async cancel(row: billing.BillingRow) {
      if (!row.stripe_subscription_id) return;
      await stripe.subscriptions.cancel(row.stripe_subscription_id);
      await billing.saveBilling(db, row.account_id, { stripe_subscription_id: null });
    },

    async setDefaultCard(row: billing.BillingRow, paymentMethod: string) {
      if (!row.stripe_subscription_id) return;
      await stripe.subscriptions.update(row.stripe_subscription_id, {
        default_payment_method: paymentMethod,
      });
    },

    async portalUrl(customer: string, returnUrl: string) {
      const session = await stripe.billingPortal.sessions.create({
        customer,
        return_url: returnUrl,
      });
      return session.url;
    },

    /** Adds the cloud tasks over quota to a draft invoice at $0.10 each (server.md §2). */
    async billOverage(accountId: string, customer: string, invoiceId: string) {
      const tasks = (await billing.billingOf(db, accountId)).overage_tasks;
      if (tasks <= 0) return;
      await stripe.invoiceItems.create({
        customer,
        invoice: invoiceId,
        currency: CURRENCY,
        amount: tasks * planCatalogue.cloud.task_amount,
        description: `${tasks} additional tasks at $0.10`,
      });
      // Only what was billed is taken: tasks counted meanwhile wait for the next invoice.
      await billing.takeOverage(db, accountId, tasks);
    },
  };
}

export type StripeBilling = ReturnType<typeof stripeBilling>;
