import { siteCreateBodySchema } from '@vigil/contract';

type Issue = NonNullable<
  ReturnType<typeof siteCreateBodySchema.safeParse>['error']
>['issues'][number];

/** The first rule of the contract's Add Site body that `body` breaks, or null when it may be sent. */
export function siteCreateIssue(body: unknown): Issue | null {
  const result = siteCreateBodySchema.safeParse(body);
  return result.success ? null : (result.error.issues[0] ?? null);
}

/**
 * The contract's own message for the first broken rule ("enter a site url", "must begin with
 * http", ...), prefixed with the field as the API words it when the field is not the site URL.
 */
export function siteCreateProblem(body: unknown): string | null {
  const issue = siteCreateIssue(body);
  if (!issue) return null;
  return issue.path[0] === 'site_url' ? issue.message : `${issue.path.join('.')}: ${issue.message}`;
}
