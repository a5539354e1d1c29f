import { Card, Text } from '@vigil/shared';
import type { ReactNode } from 'react';

export interface UsageCardProps {
  label: string;
  value: ReactNode;
}

/** One figure: its label over the value, as a labelled group so it reads as "Scans, 4 / 30". */
export function UsageCard({ label, value }: UsageCardProps) {
  return (
    <Card.Root role="group" aria-label={label} size="sm" variant="outline">
      <Card.Body gap="1">
        <Text fontSize="sm" color="fg.muted">
          {label}
        </Text>
        <Text fontSize="xl" fontWeight="semibold" fontVariantNumeric="tabular-nums">
          {value}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
