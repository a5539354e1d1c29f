/** What the browser benchmarks (bench-web.ts, bench-start-up.ts) share: the user and the arithmetic. */
import { apiAs } from './auth-journey-helpers';
import { createUser } from './browser';

/** A user with a team and one site, made through the API as a person would through the wizard. */
export async function userWithOneSite(apiUrl: string) {
  const user = await createUser(apiUrl);
  const api = await apiAs(apiUrl, user.email, user.password);
  const site = await api.post('/v1/ops/site', {
    site_url: 'https://bench.example/',
    onboarding: false,
  });
  if (!site.ok) throw new Error(`creating the site: HTTP ${site.status} ${await site.text()}`);
  return user;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

/** The report goes to stdout (console.log is kept out of source by the lint rules). */
export const print = (line: string) => process.stdout.write(`${line}\n`);
