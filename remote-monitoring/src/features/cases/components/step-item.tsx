import type { CaseStep } from '@vigil/contract';
import { Box, Button, Flex, HStack, Stack, Text } from '@vigil/shared';
import { DisclosureButton } from '../../../components/disclosure-button';
import { describeAction, describeAssertion } from '../lib/describe-step';
import type { DraftChange } from '../lib/steps-draft';
import { StepForm } from './step-form';
import { StepWords } from './step-words';

export interface StepItemProps {
  index: number;
  count: number;
  step: CaseStep;
  /** What must change before the step can be saved: the client's checks or the server's 400. */
  problems: string[];
  open: boolean;
  onToggle: () => void;
  onChange: (change: DraftChange) => void;
}

/** One step of the editor: in words, its problems, and its controls; its form when opened. */
export function StepItem(props: StepItemProps) {
  const { index, step, problems, open, onChange } = props;
  const number = index + 1;
  const errorId = `step-${number}-problems`;
  return (
    <Box
      as="li"
      aria-label={`Step ${number}`}
      aria-describedby={problems.length > 0 ? errorId : undefined}
      borderWidth="1px"
      borderColor={problems.length > 0 ? 'border.error' : undefined}
      rounded="md"
      p="3"
    >
      <Stack gap="3">
        <Flex gap="3" wrap="wrap" justify="space-between" align="start">
          <HStack gap="3" align="start" minW="0" flex="1 1 16rem">
            <Text aria-hidden="true" color="fg.muted" fontVariantNumeric="tabular-nums" minW="6">
              {number}.
            </Text>
            <Stack gap="1" minW="0">
              <StepWords words={describeAction(step.action)} />
              {step.assertion && (
                <Box color="fg.muted" fontSize="sm">
                  <StepWords words={describeAssertion(step.assertion)} />
                </Box>
              )}
            </Stack>
          </HStack>
          <StepControls {...props} />
        </Flex>
        {problems.length > 0 && (
          <Stack id={errorId} gap="1">
            {problems.map((problem) => (
              <Text key={problem} color="fg.error" fontSize="sm" overflowWrap="anywhere">
                {problem}
              </Text>
            ))}
          </Stack>
        )}
        {open && <StepForm index={index} step={step} onChange={onChange} />}
      </Stack>
    </Box>
  );
}

/** Edit (or Done), move up and down, remove. */
function StepControls({
  index,
  count,
  open,
  onToggle,
  onChange,
}: Pick<StepItemProps, 'index' | 'count' | 'open' | 'onToggle' | 'onChange'>) {
  const number = index + 1;
  return (
    <HStack gap="1" wrap="wrap">
      <DisclosureButton
        size="xs"
        open={open}
        onToggle={onToggle}
        words={['Edit', 'Done']}
        aria-label={open ? `Done editing step ${number}` : `Edit step ${number}`}
      />
      <Button
        size="xs"
        variant="ghost"
        aria-label={`Move step ${number} up`}
        disabled={index === 0}
        onClick={() => onChange({ kind: 'move', index, by: -1 })}
      >
        ↑
      </Button>
      <Button
        size="xs"
        variant="ghost"
        aria-label={`Move step ${number} down`}
        disabled={index === count - 1}
        onClick={() => onChange({ kind: 'move', index, by: 1 })}
      >
        ↓
      </Button>
      <Button
        size="xs"
        variant="ghost"
        colorPalette="red"
        aria-label={`Remove step ${number}`}
        onClick={() => onChange({ kind: 'remove', index })}
      >
        Remove
      </Button>
    </HStack>
  );
}
