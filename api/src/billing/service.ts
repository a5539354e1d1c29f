import {
  planCatalogue,
  planNameOf,
  type BillingInfo,
  type Coupon,
  type CouponSearch,
  type Invoice,
  type PageQuery,
  type PlanUpdateBody,
} from '@vigil/contract';
import Stripe from 'stripe';
import type { Db } from '../db/connection';
import type { Env } from '../env';
import type { TeamCaller } from '../http/caller';
import { badRequest, forbidden } from '../http/errors';
import type { Rows } from '../http/pagination';
import * as teams from '../teams/repository';
import * as billing from './repository';
import { stripeBilling, stripeFailure, type PaidPlan } from './stripe-billing';
import { afterStripeEvent, applyStripeEvent } from './webhook';

export const NOT_CONFIGURED =
  'Card billing is not configured on this server: only the free and selfhost plans can be chosen.';
const ENTERPRISE_MANAGED = 'Enterprise billing is managed in the billing portal.';
const ENTERPRISE_BY_OPERATOR = 'The enterprise plan is set up by the Vigil team.';
const PORTAL_FOR_ENTERPRISE = 'The billing portal is for enterprise teams.';
const WEBHOOKS_OFF = 'Stripe webhooks are not configured on this server.';
const BAD_SIGNATURE = 'Webhook signature verification failed.';

export type BillingService = ReturnType<typeof createBillingService>;

/**
 * Billing rules (server.md §6): admins only (the endpoint rows say so; route() enforces it); prices and limits from the catalogue whatever the
 * client sends; Stripe when configured, otherwise local mode where only free and selfhost switch.
 */
export function createBillingService(db: Db, env: Env, stripe: Stripe | null) {
  const viaStripe = stripe ? stripeBilling(db, stripe) : null;

  /** The caller's team and its billing row. */
  async function billingOfTeam(accountId: string) {
    const account = (await teams.findAccount(db, accountId))!;
    return { account, row: await billing.billingOf(db, account.id) };
  }

  async function validCoupon(code: string | undefined): Promise<Coupon | null> {
    if (!code?.trim()) return null;
    const coupon = await billing.findValidCoupon(db, code);
    return coupon ? { code: coupon.code, discount: coupon.discount } : null;
  }

  /** Stripe's failures become answers the panel can show; nothing a client sends is a 500. */
  async function throughStripe<T>(work: (stripe: NonNullable<typeof viaStripe>) => Promise<T>) {
    if (!viaStripe) throw badRequest(NOT_CONFIGURED);
    try {
      return await work(viaStripe);
    } catch (error) {
      throw stripeFailure(error);
    }
  }

  return {
    stripeKey: async () => {
      return { key: stripe ? (env.STRIPE_PUBLISHABLE_KEY ?? null) : null };
    },

    async info(accountId: string): Promise<BillingInfo> {
      const { account, row } = await billingOfTeam(accountId);
      const name = planNameOf(account.type);
      const { card } = row;
      return {
        plan: {
          name,
          interval: account.interval,
          price_amount: planCatalogue[name].price[account.interval],
          task_amount: planCatalogue[name].task_amount,
          meta: { coupon: account.meta.coupon ?? null },
          usage: teams.limitsOf(account),
        },
        card: card
          ? {
              brand: card.brand,
              last4: card.last4,
              exp_month: card.exp_month,
              exp_year: card.exp_year,
            }
          : null,
      };
    },

    async searchCoupon(code: string): Promise<CouponSearch> {
      const coupon = await validCoupon(code);
      return { success: coupon !== null, coupon };
    },

    /**
     * Changes the plan. Only name, interval and the coupon code are read from the body. Paid plans
     * without a saved card answer a SetupIntent's client_secret; the plan then starts on complete.
     */
    async setup(caller: TeamCaller, body: PlanUpdateBody) {
      const { account, row } = await billingOfTeam(caller.accountId);
      if (account.type === 'enterprise') throw forbidden(ENTERPRISE_MANAGED);
      if (body.name === 'enterprise') throw forbidden(ENTERPRISE_BY_OPERATOR);
      const coupon = await validCoupon(body.meta?.coupon?.code);
      if (body.name === 'free') {
        if (row.stripe_subscription_id) await throughStripe((s) => s.cancel(row));
        await billing.setPlan(db, account.id, { type: 'free', interval: 'month' }, coupon);
        return { success: true, client_secret: null };
      }
      const plan: PaidPlan = { name: body.name, interval: body.interval };
      if (!viaStripe) {
        // Local mode: a selfhost server needs no card; cloud cannot be sold without Stripe.
        if (plan.name !== 'selfhost') throw badRequest(NOT_CONFIGURED);
        await billing.setPlan(db, account.id, { type: plan.name, interval: plan.interval }, coupon);
        return { success: true, client_secret: null };
      }
      return throughStripe(async (s) => {
        const customer = await s.ensureCustomer(account, row, caller.user.email);
        if (!row.card) {
          const pending = { ...plan, coupon: coupon?.code ?? null };
          await billing.saveBilling(db, account.id, { pending_plan: pending });
          return { success: true, client_secret: await s.setupIntent(account.id, customer) };
        }
        const applied = await s.subscribe(
          account,
          row,
          customer,
          plan,
          coupon?.code ?? null,
          row.card.id,
        );
        await billing.setPlan(
          db,
          account.id,
          { type: plan.name, interval: plan.interval },
          applied,
        );
        return { success: true, client_secret: null };
      });
    },

    /** Saves the card Stripe.js confirmed and starts the plan that was waiting for it, if any. */
    async complete(caller: TeamCaller, paymentMethod: string) {
      const { account, row } = await billingOfTeam(caller.accountId);
      return throughStripe(async (s) => {
        const customer = await s.ensureCustomer(account, row, caller.user.email);
        const card = await s.useCard(account.id, customer, paymentMethod);
        if (row.pending_plan) {
          const plan = row.pending_plan;
          const applied = await s.subscribe(account, row, customer, plan, plan.coupon, card.id);
          await billing.setPlan(
            db,
            account.id,
            { type: plan.name, interval: plan.interval },
            applied,
          );
        } else {
          await s.setDefaultCard(row, card.id);
        }
        return { success: true };
      });
    },

    async portalUrl(caller: TeamCaller) {
      const { account, row } = await billingOfTeam(caller.accountId);
      if (account.type !== 'enterprise') throw forbidden(PORTAL_FOR_ENTERPRISE);
      return throughStripe(async (s) => {
        const customer = await s.ensureCustomer(account, row, caller.user.email);
        const returnUrl = env.BILLING_RETURN_URL ?? `${env.APP_URL}/billing`;
        return { stripe_url: await s.portalUrl(customer, returnUrl) };
      });
    },

    /**
     * A Stripe delivery: verified against STRIPE_WEBHOOK_SECRET over the raw body, applied once
     * (the event id is recorded in the same transaction). Calls back to Stripe happen after commit.
     */
    async webhook(raw: unknown, signature: unknown) {
      const secret = env.STRIPE_WEBHOOK_SECRET;
      if (!secret) throw badRequest(WEBHOOKS_OFF);
      if (!Buffer.isBuffer(raw) || typeof signature !== 'string') throw badRequest(BAD_SIGNATURE);
      let event: Stripe.Event;
      try {
        event = Stripe.webhooks.constructEvent(raw, signature, secret);
      } catch {
        throw badRequest(BAD_SIGNATURE);
      }
      const applied = await db.transaction((tx) => applyStripeEvent(tx, event));
      if (applied) await afterStripeEvent(db, viaStripe, event);
      return { received: true };
    },

    async invoices(accountId: string, page: PageQuery): Promise<Rows<Invoice>> {
      const { count, results } = await billing.listInvoices(db, accountId, page);
      return { count, rows: results };
    },
  };
}
