import { Heading, httpStatusOf, Link, LoadingSpinner, Stack } from '@vigil/shared';
import { Link as RouterLink, useParams } from 'react-router';
import { QueryError } from '../components/query-error';
import { useIssue } from '../data/issues/get-issue';
import { IssueNotFound } from '../features/issues/components/issue-not-found';
import { IssueView } from '../features/issues/components/issue-view';
import { paths } from '../paths';

// 400 is an id that is not a UUID: to the user that is the same as an unknown issue.
const NOT_FOUND = new Set([400, 404]);

/** /issue/:id : one issue, its details and links, close / reopen and edit. */
export function IssueRoute() {
  const { id = '' } = useParams();
  const issue = useIssue(id);
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Link asChild color="fg.muted" fontSize="sm">
          <RouterLink to={paths.issues}>← Issues</RouterLink>
        </Link>
        <Heading as="h1" size="lg">
          Issue
        </Heading>
      </Stack>
      {issue.isPending ? (
        <LoadingSpinner label="Loading the issue" />
      ) : issue.isError ? (
        NOT_FOUND.has(httpStatusOf(issue.error) ?? 0) ? (
          <IssueNotFound />
        ) : (
          <QueryError
            what="Could not load the issue."
            error={issue.error}
            onRetry={() => void issue.refetch()}
          />
        )
      ) : (
        <IssueView issue={issue.data} />
      )}
    </Stack>
  );
}
