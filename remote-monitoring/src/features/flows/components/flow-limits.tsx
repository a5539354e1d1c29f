import { HStack, Text, useTeam } from '@vigil/shared';

export interface FlowLimitsProps {
  nodes: number;
  conditions: number;
}

function Figure({ label, used, allowed }: { label: string; used: number; allowed: number }) {
  // 0 means unlimited (selfhost).
  const over = allowed > 0 && used > allowed;
  return (
    <Text fontSize="sm" color={over ? 'fg.error' : 'fg.muted'} fontVariantNumeric="tabular-nums">
      {label} {used} / {allowed === 0 ? 'unlimited' : allowed}
      {over ? ' (over your plan)' : ''}
    </Text>
  );
}

/** The flow's nodes and conditions against the plan's nodes_allowed and conditions_allowed. */
export function FlowLimits({ nodes, conditions }: FlowLimitsProps) {
  const team = useTeam();
  if (!team.data) return null;
  const { nodes_allowed, conditions_allowed } = team.data.limits;
  return (
    <HStack as="section" aria-label="Plan limits" gap="4" wrap="wrap">
      <Figure label="Nodes" used={nodes} allowed={nodes_allowed} />
      <Figure label="Conditions" used={conditions} allowed={conditions_allowed} />
    </HStack>
  );
}
