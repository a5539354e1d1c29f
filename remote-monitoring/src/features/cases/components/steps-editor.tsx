import type { Case } from '@vigil/contract';
import {
  Alert,
  apiErrorMessage,
  Badge,
  Button,
  Flex,
  Heading,
  HStack,
  notify,
  Stack,
  Text,
} from '@vigil/shared';
import { useEffect, useReducer, useState } from 'react';
import { useUpdateCaseSteps } from '../../../data/cases/update-case';
import { serverStepError, type StepError } from '../lib/server-step-error';
import { stepProblems } from '../lib/step-problems';
import { changeDraft, draftOf, sameSteps, type DraftChange } from '../lib/steps-draft';
import { StepItem } from './step-item';

/** Asks before the tab closes while there are unsaved steps (the browser words the question). */
function useWarnBeforeUnload(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}

/**
 * The case's steps as an ordered, editable list: add, remove, move, change each action and check.
 * Nothing is sent until Save; each step shows what it still needs, and a step the server refuses
 * shows the server's words. Runs replay the saved steps.
 */
export function StepsEditor({ testCase }: { testCase: Case }) {
  const [draft, dispatch] = useReducer(changeDraft, testCase.steps, draftOf);
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const [serverError, setServerError] = useState<StepError | null>(null);
  const [blocked, setBlocked] = useState(false);
  const save = useUpdateCaseSteps(testCase.id);
  // The saved case re-read with other steps (edited elsewhere): follow it unless mid-edit.
  const [base, setBase] = useState(testCase.steps);
  if (base !== testCase.steps) {
    setBase(testCase.steps);
    if (sameSteps(draft.steps, base)) dispatch({ kind: 'reset', steps: testCase.steps });
  }
  const dirty = !sameSteps(draft.steps, testCase.steps);
  useWarnBeforeUnload(dirty);

  const problems = draft.steps.map((step, index) => [
    ...stepProblems(step),
    ...(serverError?.index === index ? [serverError.message] : []),
  ]);
  const firstProblem = problems.findIndex((list) => list.length > 0);

  const change = (next: DraftChange) => {
    dispatch(next);
    setServerError(null);
    setBlocked(false);
    if (next.kind === 'add') setOpen((keys) => new Set(keys).add(draft.nextKey));
  };
  const toggle = (key: number) =>
    setOpen((keys) => {
      const next = new Set(keys);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const onSave = () => {
    if (firstProblem >= 0) {
      setBlocked(true);
      return;
    }
    save.mutate(draft.steps, {
      onSuccess: (saved) => {
        dispatch({ kind: 'reset', steps: saved.steps });
        notify.success('Steps saved.');
      },
      onError: (error) => {
        const stepError = serverStepError(error);
        setServerError(stepError);
        if (!stepError) notify.error(apiErrorMessage(error, 'Could not save the steps.'));
      },
    });
  };

  return (
    <Stack as="section" aria-label="Steps" gap="3">
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
          <Button
            size="sm"
            variant="outline"
            disabled={!dirty || save.isPending}
            onClick={() => change({ kind: 'reset', steps: testCase.steps })}
          >
            Discard changes
          </Button>
          <Button size="sm" disabled={!dirty} loading={save.isPending} onClick={onSave}>
            Save steps
          </Button>
        </HStack>
      </Flex>
      {dirty && (
        <Text color="fg.muted" fontSize="sm">
          Runs replay the saved steps: save to run what you changed.
        </Text>
      )}
      {blocked && firstProblem >= 0 && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>
            Step {firstProblem + 1} is not complete: fix the steps marked below, then save.
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
                problems={problems[index]!}
                open={open.has(key)}
                onToggle={() => toggle(key)}
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
