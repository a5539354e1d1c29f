import { endpoints } from '@vigil/contract';
import type { FastifyInstance } from 'fastify';
import { route, type Authenticate } from '../http/route';
import type { BillingService } from './service';

export async function billingRoutes(
  app: FastifyInstance,
  authenticate: Authenticate,
  billing: BillingService,
) {
  route(app, authenticate, endpoints.stripeKey, ({ caller }) => billing.stripeKey(caller));
  route(app, authenticate, endpoints.billingInfo, ({ caller }) => billing.info(caller));
  route(app, authenticate, endpoints.couponSearch, ({ caller, query }) =>
    billing.searchCoupon(caller, query.code),
  );
  route(app, authenticate, endpoints.subscriptionSetup, ({ caller, body }) =>
    billing.setup(caller, body),
  );
  route(app, authenticate, endpoints.subscriptionComplete, ({ caller, body }) =>
    billing.complete(caller, body.payment_method),
  );
  route(app, authenticate, endpoints.subscriptionUrl, ({ caller }) => billing.portalUrl(caller));
  route(app, authenticate, endpoints.listInvoices, ({ caller, query }) =>
    billing.invoices(caller, query),
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
