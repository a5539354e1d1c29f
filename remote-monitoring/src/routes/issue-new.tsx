import { Heading, Stack, Text } from '@vigil/shared';
import { NewIssueForm } from '../features/issues/components/new-issue-form';

/** /issue/new : write an issue down by hand. */
export function IssueNewRoute() {
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="lg">
          New issue
        </Heading>
        <Text color="fg.muted">Describe the problem; details accept Markdown.</Text>
      </Stack>
      <NewIssueForm />
    </Stack>
  );
}
