import { Badge, Flex, Heading, HStack, Stack, Text } from '@vigil/shared';
import { FlowList } from '../features/flows/components/flow-list';
import { NewFlowButton } from '../features/flows/components/new-flow-button';

/** /flow : the team's flows (beta), each with its last run; New flow opens the editor. */
export function FlowsRoute() {
  return (
    <Stack gap="6">
      <Flex gap="3" justify="space-between" align="start" wrap="wrap">
        <Stack gap="1">
          <HStack gap="2">
            <Heading as="h1" size="lg">
              Flows
            </Heading>
            <Badge colorPalette="blue" variant="solid" size="sm">
              beta
            </Badge>
          </HStack>
          <Text color="fg.muted">
            Chains of scans, tests, case runs and notifications, run on a site.
          </Text>
        </Stack>
        <NewFlowButton />
      </Flex>
      <FlowList />
    </Stack>
  );
}
