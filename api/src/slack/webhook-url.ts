import { HttpError } from '../http/errors';
import { assertPublicHost, createSsrfGuard } from '../net/guard';

const FIELD = 'webhook_url';
const NOT_SLACK = 'Enter a Slack incoming-webhook URL (https://hooks.slack.com/services/…).';

/** A 400 naming the field, in the shape of the contract's own validation errors. */
const refused = (message: string) =>
  new HttpError(400, `${FIELD}: ${message}`, { [FIELD]: [message] });

/** The origins of SLACK_WEBHOOK_ORIGINS, read once. */
export function parseOrigins(list: string): URL[] {
  return list
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => new URL(entry));
}

const matches = (url: URL, origin: URL) =>
  url.protocol === origin.protocol &&
  url.hostname === origin.hostname &&
  (origin.port === '' || url.port === origin.port);

/**
 * An incoming-webhook URL as Slack issues them: one of the allowed origins (Slack's in
 * production), a `/services/…` path, no credentials, and a host the SSRF guard lets through.
 * Anything else is a 400 naming `webhook_url`; returns the URL as it will be stored.
 */
export async function checkWebhookUrl(
  value: string,
  origins: URL[],
  allowPrivate: string | undefined,
): Promise<string> {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw refused(NOT_SLACK);
  }
  const shaped =
    origins.some((origin) => matches(url, origin)) &&
    url.pathname.startsWith('/services/') &&
    url.pathname.length > '/services/'.length &&
    !url.username &&
    !url.password;
  if (!shaped) throw refused(NOT_SLACK);
  await assertPublicHost(createSsrfGuard(allowPrivate), url.hostname, () =>
    refused('This address is private or local: Vigil does not post there.'),
  );
  url.hash = '';
  return url.href;
}

/**
 * What the browser may see of a webhook URL: origin, `/services/…` and the last 4 characters.
 * The path is the secret (whoever has it can post), so the rest of it is never shown.
 */
export function maskWebhookUrl(value: string): string {
  try {
    const url = new URL(value);
    return `${url.origin}/services/…${url.pathname.slice(-4)}`;
  } catch {
    return '…';
  }
}
