import type { IssueStatus } from '@vigil/contract';
import { Button, RouterLink } from '@vigil/shared';
import { ListEmpty } from '../../../components/list/list-empty';
import { paths } from '../../../paths';

/**
 * Nothing to list. With no filter narrowing it, say where issues come from: a failing test or
 * case run opens one (server.md §4), and anyone can write one down by hand.
 */
export function IssuesEmptyState({ status, search }: { status: IssueStatus; search: string }) {
  const title = search
    ? `No ${status} issues match “${search}”`
    : status === 'open'
      ? 'No open issues'
      : 'No closed issues yet';
  return (
    <ListEmpty
      title={title}
      hint="Vigil opens an issue when a scheduled test, a case run or a flow finds a failure, and closes it when the check passes again. You can also write one down yourself."
      action={
        <Button asChild size="sm">
          <RouterLink to={paths.newIssue}>New issue</RouterLink>
        </Button>
      }
    />
  );
}
