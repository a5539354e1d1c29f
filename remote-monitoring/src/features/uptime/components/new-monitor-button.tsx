import { Button, HStack, Text, useTeam } from '@vigil/shared';
import { useId } from 'react';

export interface NewMonitorButtonProps {
  /** How many monitors the team has (the list's count), undefined while it loads. */
  count: number | undefined;
  onClick: () => void;
}

/**
 * New monitor, or why not: with the plan's monitors_allowed all in use (0 = unlimited) the
 * button is disabled and says so beside it, as the server would refuse it (426 `max monitors
 * reached`). Until the team and the count are known it stays enabled: the server decides.
 */
export function NewMonitorButton({ count, onClick }: NewMonitorButtonProps) {
  const allowed = useTeam().data?.limits.monitors_allowed ?? 0;
  const full = allowed > 0 && count !== undefined && count >= allowed;
  const whyId = useId();
  return (
    <HStack gap="3" justify="end" wrap="wrap">
      {full ? (
        <Text id={whyId} fontSize="sm" color="fg.muted">
          Your plan allows {allowed} {allowed === 1 ? 'monitor' : 'monitors'}, all in use: delete
          one or change your plan to add another.
        </Text>
      ) : null}
      <Button
        size="sm"
        onClick={onClick}
        disabled={full}
        aria-describedby={full ? whyId : undefined}
      >
        New monitor
      </Button>
    </HStack>
  );
}
