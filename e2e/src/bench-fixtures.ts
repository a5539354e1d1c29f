/** What the browser benchmarks (bench-web.ts, bench-start-up.ts) share: the user and the arithmetic. */

/** A user with one site, registered through the API as a person would through the wizard. */
export async function userWithOneSite(apiUrl: string) {
  const health = await fetch(`${apiUrl}/healthz`);
  const csrf = /csrftoken=([^;]+)/.exec(health.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const headers = {
    'content-type': 'application/json',
    cookie: `csrftoken=${csrf}`,
    'x-csrftoken': csrf,
  };
  const email = `bench-${Date.now()}@example.com`;
  const password = 'bench web password';
  const registered = await fetch(`${apiUrl}/v1/auth/register/`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ username: email, email, password, first_name: 'Ben', last_name: 'Ch' }),
  });
  const { token } = (await registered.json()) as { token: string };
  const authed = { ...headers, authorization: `Bearer ${token}` };
  await fetch(`${apiUrl}/v1/auth/account`, {
    method: 'POST',
    headers: authed,
    body: JSON.stringify({ name: 'Bench Team', type: 'new' }),
  });
  const site = await fetch(`${apiUrl}/v1/ops/site`, {
    method: 'POST',
    headers: authed,
    body: JSON.stringify({ site_url: 'https://bench.example/', onboarding: false }),
  });
  if (!site.ok) throw new Error(`creating the site: HTTP ${site.status} ${await site.text()}`);
  return { email, password };
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

/** The report goes to stdout (console.log is kept out of source by the lint rules). */
export const print = (line: string) => process.stdout.write(`${line}\n`);
