import { Heading, Stack, Text } from '@vigil/shared';
import { CaseList } from '../features/cases/components/case-list';

/** /case : the team's cases, filterable by site. */
export function CasesRoute() {
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="lg">
          Cases
        </Heading>
        <Text color="fg.muted">
          Step-by-step journeys through your sites, each step an action and the check after it.
        </Text>
      </Stack>
      <CaseList />
    </Stack>
  );
}
