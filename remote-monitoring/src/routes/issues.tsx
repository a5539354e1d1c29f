import { Button, RouterLink, Stack } from '@vigil/shared';
import { ScreenHeading } from '../components/screen-heading';
import { IssueList } from '../features/issues/components/issue-list';
import { paths } from '../paths';

/** /issue : the team's issues, open ones first, with search and bulk close. */
export function IssuesRoute() {
  return (
    <Stack gap="6">
      <ScreenHeading
        title="Issues"
        description="Failures Vigil found, and problems your team wrote down."
        actions={
          <Button asChild size="sm">
            <RouterLink to={paths.newIssue}>New issue</RouterLink>
          </Button>
        }
      />
      <IssueList />
    </Stack>
  );
}
