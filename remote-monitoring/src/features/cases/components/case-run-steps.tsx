import type { ArtifactRef, CaseRun } from '@vigil/contract';
import { Box, Heading, HStack, Stack, Text } from '@vigil/shared';
import type { ReactNode } from 'react';
import { describeAction, describeAssertion } from '../lib/describe-step';
import { StepWords } from './step-words';
import { seconds } from '../lib/seconds';
import { CaseRunStatusBadge } from './case-run-status-badge';

export interface CaseRunStepsProps {
  run: CaseRun;
  /** Draws a step's screenshot (the route hands in a thumbnail that opens it full size). */
  screenshot: (image: ArtifactRef, alt: string) => ReactNode;
}

/** Each step of the run: what it did, its status, time, error, console errors, screenshot. */
export function CaseRunSteps({ run, screenshot }: CaseRunStepsProps) {
  return (
    <Stack as="section" aria-label="Steps" gap="3">
      <Heading as="h2" size="md">
        Steps
      </Heading>
      <Stack as="ol" listStyleType="none" m="0" p="0" gap="2">
        {run.steps.map((result) => (
          <StepResult
            key={result.index}
            result={result}
            step={run.case_steps[result.index]}
            screenshot={screenshot}
          />
        ))}
      </Stack>
    </Stack>
  );
}

/** One step's result: what it did, its status, time, error, console errors, screenshot. */
function StepResult(props: {
  result: CaseRun['steps'][number];
  step: CaseRun['case_steps'][number] | undefined;
  screenshot: CaseRunStepsProps['screenshot'];
}) {
  const { result, step, screenshot } = props;
  return (
    <Box as="li" aria-label={`Step ${result.index + 1}`} borderWidth="1px" rounded="md" p="3">
      <Stack gap="2" minW="0">
        <HStack gap="3" wrap="wrap" justify="space-between">
          <Text fontWeight="medium">Step {result.index + 1}</Text>
          <HStack gap="2">
            {result.duration_ms !== null && (
              <Text color="fg.muted" fontSize="sm" fontVariantNumeric="tabular-nums">
                {seconds(result.duration_ms)}
              </Text>
            )}
            <CaseRunStatusBadge status={result.status} />
          </HStack>
        </HStack>
        {step && <StepWords words={describeAction(step.action)} />}
        {step?.assertion && (
          <Box color="fg.muted" fontSize="sm">
            <StepWords words={describeAssertion(step.assertion)} />
          </Box>
        )}
        {result.locator && (
          <Text color="fg.muted" fontSize="sm" overflowWrap="anywhere">
            Found by {result.locator.description}
          </Text>
        )}
        {result.error && (
          <Text color="fg.error" overflowWrap="anywhere">
            {result.error}
          </Text>
        )}
        {result.console_errors.length > 0 && (
          <Text color="fg.muted" fontSize="sm" overflowWrap="anywhere">
            Console errors: {result.console_errors.join(' · ')}
          </Text>
        )}
        {result.screenshot &&
          screenshot(result.screenshot, `The page after step ${result.index + 1}`)}
      </Stack>
    </Box>
  );
}
