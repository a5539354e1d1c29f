import { surveyQuestions } from '@vigil/contract';
import { Button, HStack, Stack, Text } from '@vigil/shared';
import { useState } from 'react';

/** The four questions of product.md §3, one at a time; Next appears once one is answered. */
export function SurveyStep({ onDone }: { onDone: (answers: (string | null)[]) => Promise<void> }) {
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<(string | null)[]>(surveyQuestions.map(() => null));
  const [busy, setBusy] = useState(false);
  const question = surveyQuestions[index]!;
  const answer = answers[index] ?? null;
  const last = index === surveyQuestions.length - 1;

  async function next() {
    if (!last) return setIndex(index + 1);
    setBusy(true);
    await onDone(answers).finally(() => setBusy(false));
  }

  return (
    <Stack gap="4">
      <Text
        fontSize="sm"
        color="fg.muted"
      >{`Question ${index + 1} of ${surveyQuestions.length}`}</Text>
      <Text id="survey-question" fontWeight="semibold">
        {question.question}
      </Text>
      <Stack role="radiogroup" aria-labelledby="survey-question" gap="2">
        {question.choices.map((choice) => (
          <Button
            key={choice}
            role="radio"
            aria-checked={answer === choice}
            variant={answer === choice ? 'solid' : 'outline'}
            justifyContent="flex-start"
            onClick={() => setAnswers((all) => all.map((old, i) => (i === index ? choice : old)))}
          >
            {choice}
          </Button>
        ))}
      </Stack>
      <HStack justify="space-between">
        {index > 0 ? (
          <Button variant="ghost" onClick={() => setIndex(index - 1)}>
            Back
          </Button>
        ) : (
          <span />
        )}
        {answer !== null && (
          <Button onClick={() => void next()} loading={busy}>
            Next
          </Button>
        )}
      </HStack>
    </Stack>
  );
}
