import { Button, HStack } from '@vigil/shared';

interface StepActionsProps {
  onBack?: () => void;
  onNext?: () => void;
  onSkip: () => void;
}

/** Back / Next / Skip under a step; the wizard hides them once processing reaches 100. */
export function StepActions({ onBack, onNext, onSkip }: StepActionsProps) {
  return (
    <HStack gap="3" mt="6" flexWrap="wrap">
      {onBack ? (
        <Button variant="outline" onClick={onBack}>
          Back
        </Button>
      ) : null}
      {onNext ? <Button onClick={onNext}>Next</Button> : null}
      <Button variant="ghost" onClick={onSkip}>
        Skip
      </Button>
    </HStack>
  );
}
