import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Quoted-printable soft breaks and =XX escapes undone (enough for the links in our mails). */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The mails in the API's outbox addressed to `to`, oldest first, decoded. */
export function mailsTo(outboxDir: string, to: string): string[] {
  let files: string[];
  try {
    files = readdirSync(outboxDir).filter((file) => file.endsWith('.eml'));
  } catch {
    return [];
  }
  return files
    .sort()
    .map((file) => decodeQuotedPrintable(readFileSync(join(outboxDir, file), 'utf8')))
    .filter((mail) => new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}$`, 'im').test(mail));
}

/** Waits for a mail to `to` and returns the first link in it to `path`. */
export async function linkFromOutbox(outboxDir: string, to: string, path: string) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    for (const mail of mailsTo(outboxDir, to)) {
      const match = new RegExp(`https?://[^\\s"<>]+${path}\\?[^\\s"<>]+`).exec(mail);
      if (match) return new URL(match[0]);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${to} with a ${path} link`);
}

/**
 * A GET, asked again once when the connection fails under it: a kept-alive connection the
 * server is closing just as it is reused is reset (`fetch failed: read ECONNRESET`, seen once
 * in CI), and a GET may be asked twice, as a browser does.
 */
async function getOnce(url: string, headers: Record<string, string>) {
  try {
    return await fetch(url, { headers });
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    return fetch(url, { headers });
  }
}

/** A signed-in API client for checks a person cannot see on screen (a team's type, a role). */
export async function apiAs(apiUrl: string, email: string, password: string) {
  const health = await fetch(`${apiUrl}/healthz`);
  const csrf = /csrftoken=([^;]+)/.exec(health.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const headers = {
    'content-type': 'application/json',
    cookie: `csrftoken=${csrf}`,
    'x-csrftoken': csrf,
  };
  const login = await fetch(`${apiUrl}/v1/auth/login/`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password }),
  });
  if (login.status !== 200) throw new Error(`login failed: ${login.status}`);
  const { token } = (await login.json()) as { token: string };
  const authed = { ...headers, authorization: `Bearer ${token}` };
  return {
    get: async (path: string) => (await getOnce(`${apiUrl}${path}`, authed)).json(),
    post: async (path: string, body: unknown) =>
      fetch(`${apiUrl}${path}`, { method: 'POST', headers: authed, body: JSON.stringify(body) }),
  };
}

export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
