import { buildAllApps } from '@vigil/tooling/webpack/build-all';
import { startFakeSlack } from '../../api/test/fake-slack';
import { announceSharedStack, E2E_STRIPE_WEBHOOK_SECRET, startStack } from './stack';
import { keepForTeardown } from './shared-stack-handle';

/**
 * Once per Jest run: production builds of the current code (E2E_SKIP_BUILD=1 reuses dist/, as
 * `npm test` does after its own build stage), then one product stack every journey shares: the
 * API with its embedded job workers (Lighthouse off), allowed to reach the journeys' fixture sites and receivers on
 * loopback and to post to a Slack-shaped server, behind one gateway.
 */
export default async function globalSetup() {
  if (process.env.E2E_SKIP_BUILD !== '1') buildAllApps();
  const slack = await startFakeSlack();
  const stack = await startStack({
    apiEnv: {
      VIGIL_ALLOW_PRIVATE_TARGETS: '127.0.0.1',
      // The journeys' scans run without Lighthouse (a few CPU-seconds a page, most of their
      // time on two cores): no journey reads a Lighthouse figure, and the API suites run
      // Lighthouse in real Chromium where its figures are checked (decision 015).
      VIGIL_LIGHTHOUSE: 'off',
      SLACK_WEBHOOK_ORIGINS: slack.base,
      // Local billing mode; an operator's Stripe webhooks signed with this secret are taken.
      STRIPE_SECRET_KEY: '',
      STRIPE_WEBHOOK_SECRET: E2E_STRIPE_WEBHOOK_SECRET,
    },
  });
  announceSharedStack({ ...stack, slackBase: slack.base });
  keepForTeardown({ stack, slack });
}
