import type { IssueStatus } from '@vigil/contract';
import { Button, Stack, Text } from '@vigil/shared';
import { Link as RouterLink } from 'react-router';
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
    <Stack
      gap="2"
      py="6"
      px="4"
      align="center"
      textAlign="center"
      borderWidth="1px"
      borderStyle="dashed"
      rounded="md"
    >
      <Text fontWeight="medium">{title}</Text>
      <Text color="fg.muted" fontSize="sm">
        Vigil opens an issue when a scheduled test, a case run or a flow finds a failure, and closes
        it when the check passes again. You can also write one down yourself.
      </Text>
      <Button asChild size="sm">
        <RouterLink to={paths.newIssue}>New issue</RouterLink>
      </Button>
    </Stack>
  );
}
