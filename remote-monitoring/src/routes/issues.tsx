import { Button, Flex, Heading, Stack, Text } from '@vigil/shared';
import { Link as RouterLink } from 'react-router';
import { IssueList } from '../features/issues/components/issue-list';
import { paths } from '../paths';

/** /issue : the team's issues, open ones first, with search and bulk close. */
export function IssuesRoute() {
  return (
    <Stack gap="6">
      <Flex gap="3" justify="space-between" align="start" wrap="wrap">
        <Stack gap="1">
          <Heading as="h1" size="lg">
            Issues
          </Heading>
          <Text color="fg.muted">Failures Vigil found, and problems your team wrote down.</Text>
        </Stack>
        <Button asChild size="sm">
          <RouterLink to={paths.newIssue}>New issue</RouterLink>
        </Button>
      </Flex>
      <IssueList />
    </Stack>
  );
}
