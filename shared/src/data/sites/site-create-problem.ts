import type { siteCreateBodySchema } from '@vigil/contract';
import { loadContract, loadedContract } from '../../contract/load-contract';

type Issue = NonNullable<
  ReturnType<typeof siteCreateBodySchema.safeParse>['error']
>['issues'][number];

function firstIssue(schema: typeof siteCreateBodySchema, body: unknown): Issue | null {
  const result = schema.safeParse(body);
  return result.success ? null : (result.error.issues[0] ?? null);
}

/** The first rule of the contract's Add Site body that `body` breaks, or null when it may be sent. */
export async function checkSiteCreate(body: unknown): Promise<Issue | null> {
  return firstIssue((await loadContract()).siteCreateBodySchema, body);
}

/**
 * The contract's own message for the first broken rule ("enter a site url", "must begin with
 * http", ...), prefixed with the field as the API words it when the field is not the site URL.
 */
export async function siteCreateProblem(body: unknown): Promise<string | null> {
  const issue = await checkSiteCreate(body);
  if (!issue) return null;
  return issue.path[0] === 'site_url' ? issue.message : `${issue.path.join('.')}: ${issue.message}`;
}

/**
 * @deprecated Kept for remotes built against @vigil/shared 2.1 (use `checkSiteCreate`). Synchronous,
 * so it can only check once the rules have arrived: it starts fetching them, and until then it
 * answers null and the API, which applies the same rules, answers the request with their message.
 */
export function siteCreateIssue(body: unknown): Issue | null {
  const contract = loadedContract();
  if (!contract) {
    void loadContract().catch(() => undefined);
    return null;
  }
  return firstIssue(contract.siteCreateBodySchema, body);
}
