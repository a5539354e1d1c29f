import { Button, Field, Flex, HStack, Input, Text } from '@vigil/shared';
import { FlowLimits } from './flow-limits';

export interface FlowToolbarProps {
  title: string;
  onTitleChange: (title: string) => void;
  nodes: number;
  conditions: number;
  dirty: boolean;
  saving: boolean;
  onSave: () => void;
  onRun: () => void;
}

/** Above the graph: the flow's title, its counts against the plan, Run on a site and Save. */
export function FlowToolbar(props: FlowToolbarProps) {
  return (
    <Flex gap="3" wrap="wrap" align="end" justify="space-between">
      <Field.Root maxW={{ base: 'full', sm: '24rem' }}>
        <Field.Label>Title</Field.Label>
        <Input
          size="sm"
          value={props.title}
          onChange={(event) => props.onTitleChange(event.currentTarget.value)}
        />
      </Field.Root>
      <HStack gap="2" wrap="wrap">
        <FlowLimits nodes={props.nodes} conditions={props.conditions} />
        {props.dirty ? (
          <Text fontSize="sm" color="fg.muted">
            Unsaved changes
          </Text>
        ) : null}
        <Button size="sm" variant="outline" disabled={props.saving} onClick={props.onRun}>
          Run on a site
        </Button>
        <Button size="sm" loading={props.saving} onClick={props.onSave}>
          Save
        </Button>
      </HStack>
    </Flex>
  );
}
