import type { Monitor } from '@vigil/contract';
import { Alert, apiErrorMessage, Button, Stack, Text } from '@vigil/shared';
import { useCheckNow } from '../data/monitor-detail';
import { ERROR_CLASS_TEXT } from '../lib/monitor-detail-words';

/** The answer of a check run now, in a line: "200 in 84 ms" or the failure and why. */
function answerText(result: NonNullable<ReturnType<typeof useCheckNow>['data']>) {
  if (result.ok) return `Passed: ${result.status_code ?? 'answered'} in ${result.ms} ms`;
  const kind = result.error_class ? ERROR_CLASS_TEXT[result.error_class] : 'Failed';
  return `${kind}: ${result.error ?? 'the check failed'}`;
}

/**
 * Check now: the monitor's check run at once and its answer shown here. Not stored: it neither
 * counts in the uptime nor changes the state (the next scheduled check does).
 */
export function MonitorDetailCheckNow({ monitor }: { monitor: Monitor }) {
  const check = useCheckNow(monitor.id);
  // A heartbeat is checked by its pings: there is nothing to call.
  if (monitor.kind === 'heartbeat') return null;
  return (
    <Stack gap="2" align="stretch">
      <Button
        size="sm"
        variant="outline"
        alignSelf="start"
        loading={check.isPending}
        onClick={() => check.mutate()}
      >
        Check now
      </Button>
      {check.data ? (
        <Alert.Root status={check.data.ok ? 'success' : 'error'} role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{answerText(check.data)}</Alert.Title>
            <Alert.Description>
              <Text fontSize="sm">Not counted in the uptime; the next scheduled check is.</Text>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      {check.isError ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{apiErrorMessage(check.error, 'The check could not run.')}</Alert.Title>
        </Alert.Root>
      ) : null}
    </Stack>
  );
}
