import { endpoint } from './endpoint';
import * as billing from './billing';
import { listOf, okSchema, pageQuerySchema } from './common';

/** Billing: Stripe key, plan, coupons, subscription, invoices and the webhook. */
export const billingEndpoints = {
  stripeKey: endpoint({
    method: 'POST',
    path: '/v1/billing/stripe/key',
    access: 'admin',
    response: billing.stripeKeySchema,
  }),
  billingInfo: endpoint({
    method: 'POST',
    path: '/v1/billing/info',
    access: 'admin',
    response: billing.billingInfoSchema,
  }),
  subscriptionUrl: endpoint({
    method: 'GET',
    path: '/v1/billing/subscription/url',
    access: 'admin',
    response: billing.subscriptionUrlSchema,
  }),
  couponSearch: endpoint({
    method: 'GET',
    path: '/v1/billing/coupon/search',
    access: 'admin',
    query: billing.couponQuerySchema,
    response: billing.couponSearchSchema,
  }),
  subscriptionSetup: endpoint({
    method: 'POST',
    path: '/v1/billing/subscription/setup',
    access: 'admin',
    body: billing.planUpdateBodySchema,
    response: billing.setupResponseSchema,
  }),
  subscriptionComplete: endpoint({
    method: 'POST',
    path: '/v1/billing/subscription/complete',
    access: 'admin',
    body: billing.completeBodySchema,
    response: okSchema,
  }),
  listInvoices: endpoint({
    method: 'GET',
    path: '/v1/billing/invoices',
    access: 'admin',
    query: pageQuerySchema,
    response: listOf(billing.invoiceSchema),
  }),
  /** Stripe's deliveries: authenticated by their Stripe-Signature over the raw body, not a user. */
  stripeWebhook: endpoint({
    method: 'POST',
    path: '/v1/billing/stripe/webhook',
    access: 'public',
    response: billing.webhookReceiptSchema,
  }),
} as const;
