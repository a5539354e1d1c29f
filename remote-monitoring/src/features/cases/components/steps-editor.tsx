import type { Case } from '@vigil/contract';
import { Alert, Badge, Button, Flex, Heading, HStack, Stack, Text } from '@vigil/shared';
import { useStepsEditor } from '../hooks/use-steps-editor';
import { StepItem } from './step-item';

/**
 * The case's steps as an ordered, editable list: add, remove, move, change each action and check.
 * Nothing is sent until Save; each step shows what it still needs, and a step the server refuses
 * shows the server's words. Runs replay the saved steps.
 */
export function StepsEditor({ testCase }: { testCase: Case }) {
  const editor = useStepsEditor(testCase);
  const { draft, dirty, change, refused } = editor;
  return (
    <Stack as="section" aria-label="Steps" gap="3">
      <StepsHeader
        dirty={dirty}
        saving={editor.save.isPending}
        onDiscard={editor.discard}
        onSave={editor.onSave}
      />
      {dirty && (
        <Text color="fg.muted" fontSize="sm">
          Runs replay the saved steps: save to run what you changed.
        </Text>
      )}
      {refused !== null && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>
            Step {refused + 1} is not complete: fix the steps marked below, then save.
          </Alert.Title>
        </Alert.Root>
      )}
      {draft.steps.length === 0 ? (
        <Text color="fg.muted">This case has no steps. Add one: most cases start with Go to.</Text>
      ) : (
        <Stack as="ol" listStyleType="none" m="0" p="0" gap="2">
          {draft.steps.map((step, index) => {
            const key = draft.keys[index]!;
            return (
              <StepItem
                key={key}
                index={index}
                count={draft.steps.length}
                step={step}
                problems={editor.problems[index]!}
                open={editor.open.has(key)}
                onToggle={() => editor.toggle(key)}
                onChange={change}
              />
            );
          })}
        </Stack>
      )}
      <div>
        <Button size="sm" variant="outline" onClick={() => change({ kind: 'add' })}>
          Add step
        </Button>
      </div>
    </Stack>
  );
}

/** "Steps", Unsaved changes, Discard changes and Save steps. */
function StepsHeader(props: {
  dirty: boolean;
  saving: boolean;
  onDiscard: () => void;
  onSave: () => void;
}) {
  const { dirty, saving, onDiscard, onSave } = props;
  return (
    <Flex gap="3" wrap="wrap" justify="space-between" align="center">
      <HStack gap="3">
        <Heading as="h2" size="md">
          Steps
        </Heading>
        {dirty && (
          <Badge colorPalette="orange" variant="subtle" role="status">
            Unsaved changes
          </Badge>
        )}
      </HStack>
      <HStack gap="2" wrap="wrap">
        <Button size="sm" variant="outline" disabled={!dirty || saving} onClick={onDiscard}>
          Discard changes
        </Button>
        <Button size="sm" disabled={!dirty} loading={saving} onClick={onSave}>
          Save steps
        </Button>
      </HStack>
    </Flex>
  );
}
