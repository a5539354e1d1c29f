import { Alert, apiErrorMessage, Button } from '@vigil/shared';

export interface QueryErrorProps {
  /** What failed to load, in the user's words ("Could not load your sites."). */
  what: string;
  error: unknown;
  onRetry: () => void;
}

/** A failed read shown where its content would be, with the server's reason and a retry. */
export function QueryError({ what, error, onRetry }: QueryErrorProps) {
  return (
    <Alert.Root status="error" role="alert" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{what}</Alert.Title>
        <Alert.Description>{apiErrorMessage(error, 'Please try again.')}</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onRetry}>
        Retry
      </Button>
    </Alert.Root>
  );
}
