import { Alert, useTeam } from '@vigil/shared';

/**
 * Said where an old comparison's screenshots were: retention removed them after the plan's days
 * (the plan as it is now; without a limit, just that they were removed).
 */
export function RetentionNotice() {
  const days = useTeam().data?.limits.retention_days ?? 0;
  return (
    <Alert.Root status="info">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {days > 0
            ? `Screenshots removed by retention after ${days} days`
            : 'Screenshots removed by retention'}
        </Alert.Title>
        <Alert.Description>
          {days > 0 ? `Your plan keeps scans and their screenshots for ${days} days. ` : ''}
          The scores, changed areas and HTML changes of this comparison stay. Compare again for new
          screenshots.
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
