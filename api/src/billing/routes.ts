import { endpoints } from '@vigil/contract';
import type { FastifyInstance } from 'fastify';
import type { ResolveCaller } from '../http/caller';
import { route } from '../http/route';
import type { BillingService } from './service';

export async function billingRoutes(
  app: FastifyInstance,
  callers: ResolveCaller,
  billing: BillingService,
) {
  route(app, callers, endpoints.stripeKey, () => billing.stripeKey());
  route(app, callers, endpoints.billingInfo, ({ caller }) => billing.info(caller.accountId));
  route(app, callers, endpoints.couponSearch, ({ query }) => billing.searchCoupon(query.code));
  route(app, callers, endpoints.subscriptionSetup, ({ caller, body }) =>
    billing.setup(caller, body),
  );
  route(app, callers, endpoints.subscriptionComplete, ({ caller, body }) =>
    billing.complete(caller, body.payment_method),
  );
  route(app, callers, endpoints.subscriptionUrl, ({ caller }) => billing.portalUrl(caller));
  route(app, callers, endpoints.listInvoices, ({ caller, query }) =>
    billing.invoices(caller.accountId, query),
  );

  // Stripe signs the exact bytes it sent, so this one route keeps the body raw; the signature,
  // not a cookie, proves who is calling, so the CSRF check does not apply.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.route({
      method: endpoints.stripeWebhook.method,
      url: endpoints.stripeWebhook.path,
      config: { csrf: false },
      handler: async (request) =>
        endpoints.stripeWebhook.response.parse(
          await billing.webhook(request.body, request.headers['stripe-signature']),
        ),
    });
  });
}
