import { z } from 'zod';
import { couponSchema, type AccountType } from './auth';
import { timestampSchema } from './common';
import {
  defaultLimits,
  planIntervalSchema,
  planLimitsSchema,
  planNameSchema,
  type PlanName,
} from './plans';

export const billingPlanSchema = z.object({
  name: planNameSchema,
  interval: planIntervalSchema,
  price_amount: z.number().int(),
  task_amount: z.number().int(),
  meta: z.object({ coupon: couponSchema.nullable() }),
  usage: planLimitsSchema,
});
export type BillingPlan = z.infer<typeof billingPlanSchema>;

export const cardSchema = z.object({
  brand: z.string(),
  last4: z.string(),
  exp_month: z.number().int(),
  exp_year: z.number().int(),
});
export type Card = z.infer<typeof cardSchema>;

export const billingInfoSchema = z.object({ plan: billingPlanSchema, card: cardSchema.nullable() });
export type BillingInfo = z.infer<typeof billingInfoSchema>;

/** The plan a team's type stands for: `new` is on free terms, the operator's `admin` on selfhost. */
export function planNameOf(type: AccountType): PlanName {
  if (type === 'new') return 'free';
  if (type === 'admin') return 'selfhost';
  return type;
}

/** What the client assumes before POST /v1/billing/info has answered (product.md §9). */
export const defaultBillingInfo: BillingInfo = {
  plan: {
    name: 'free',
    interval: 'month',
    price_amount: 0,
    task_amount: 0,
    meta: { coupon: null },
    usage: defaultLimits,
  },
  card: null,
};

/** A price after a coupon's discount (a fraction), rounded up (product.md §9). */
export function discountedPrice(amount: number, discount: number): number {
  // The epsilon keeps float noise (19 * 0.9 = 17.100000000000001) from rounding up a whole unit.
  return Math.ceil(amount * (1 - discount) - 1e-9);
}

export const stripeKeySchema = z.object({ key: z.string().nullable() });
export const subscriptionUrlSchema = z.object({ stripe_url: z.string() });

export const couponQuerySchema = z.object({ code: z.string().trim().max(64) });
export const couponSearchSchema = z.object({
  success: z.boolean(),
  coupon: couponSchema.nullable(),
});
export type CouponSearch = z.infer<typeof couponSearchSchema>;

/**
 * The plan update payload the panel sends (product.md §3). Only name, interval and the coupon
 * code are honoured; prices and limits come from the server's catalogue and are ignored.
 */
export const planUpdateBodySchema = z
  .object({
    name: planNameSchema,
    interval: planIntervalSchema.default('month'),
    meta: z
      .object({
        coupon: z
          .object({ code: z.string().max(64) })
          .loose()
          .nullable()
          .optional(),
      })
      .optional(),
  })
  .loose();
export type PlanUpdateBody = z.infer<typeof planUpdateBodySchema>;

export const setupResponseSchema = z.object({
  success: z.boolean(),
  client_secret: z.string().nullable(),
});
export const completeBodySchema = z.object({
  payment_method: z.string().trim().min(1, 'payment_method is required').max(255),
});

/** One invoice of the team, as Stripe's webhooks reported it (GET /v1/billing/invoices). */
export const invoiceSchema = z.object({
  id: z.string(),
  number: z.string().nullable(),
  status: z.string(),
  /** Cents. */
  amount_due: z.number().int(),
  amount_paid: z.number().int(),
  currency: z.string(),
  hosted_invoice_url: z.string().nullable(),
  invoice_pdf: z.string().nullable(),
  time_created: timestampSchema,
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** Stripe's webhook deliveries are acknowledged with this (duplicates included). */
export const webhookReceiptSchema = z.object({ received: z.boolean() });
