import { Spinner, Text, VStack } from '../ui';

export interface LoadingSpinnerProps {
  /** Shown under the spinner and announced to screen readers, e.g. "Loading Billing Info...". */
  label: string;
}

/** A centred spinner with a visible, announced label. */
export function LoadingSpinner({ label }: LoadingSpinnerProps) {
  return (
    <VStack role="status" aria-live="polite" gap="3" py="8" justify="center">
      <Spinner size="lg" aria-hidden="true" />
      <Text color="fg.muted">{label}</Text>
    </VStack>
  );
}
