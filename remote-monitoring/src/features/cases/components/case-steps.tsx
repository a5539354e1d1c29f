import type { CaseStep } from '@vigil/contract';
import { Box, Heading, Stack, Text } from '@vigil/shared';
import { describeAction, describeAssertion } from '../lib/describe-step';
import { StepWords } from './step-words';

/** The case's steps in order: what Vigil does, then what it checks. */
export function CaseSteps({ steps }: { steps: CaseStep[] }) {
  return (
    <Stack as="section" aria-label="Steps" gap="3">
      <Heading as="h2" size="md">
        Steps
      </Heading>
      {steps.length === 0 ? (
        <Text color="fg.muted">This case has no steps.</Text>
      ) : (
        <Stack as="ol" listStyleType="none" m="0" p="0" gap="2">
          {steps.map((step, index) => (
            <Box
              as="li"
              key={index}
              aria-label={`Step ${index + 1}`}
              display="flex"
              gap="3"
              borderWidth="1px"
              rounded="md"
              p="3"
            >
              <Text aria-hidden="true" color="fg.muted" fontVariantNumeric="tabular-nums" minW="6">
                {index + 1}.
              </Text>
              <Stack gap="1" minW="0">
                <StepWords words={describeAction(step.action)} />
                {step.assertion && (
                  <Box color="fg.muted" fontSize="sm">
                    <StepWords words={describeAssertion(step.assertion)} />
                  </Box>
                )}
              </Stack>
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
