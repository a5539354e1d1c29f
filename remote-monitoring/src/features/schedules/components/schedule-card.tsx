import type { Schedule } from '@vigil/contract';
import { Badge, HStack, Stack, Text } from '@vigil/shared';
import type { ReactNode } from 'react';
import { ScheduleLastRun, ScheduleNextRun } from './schedule-run-cell';

/** Active in green, Paused in grey. */
export function ScheduleStatusBadge({ schedule }: { schedule: Schedule }) {
  return (
    <Badge colorPalette={schedule.status === 'Active' ? 'green' : 'gray'}>{schedule.status}</Badge>
  );
}

/** The sites or pages a schedule names, when there is more than its coverage words say. */
export function ScheduleResources({ schedule }: { schedule: Schedule }) {
  if (schedule.scope === 'account' || schedule.resources.length <= 1) return null;
  return (
    <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">
      {schedule.resources.map((resource) => resource.str).join(', ')}
    </Text>
  );
}

/** A labelled value of a card: "Next run" over the time. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="0">
      <Text color="fg.muted" fontSize="xs">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

export interface ScheduleCardProps {
  schedule: Schedule;
  name: string;
  /** The card's first line: what it is, its status, its buttons. */
  header: ReactNode;
  /** Between the first line and the facts. */
  children?: ReactNode;
  /** Facts before its next and last run. */
  facts?: ReactNode;
}

/** One schedule as a card of a list (a phone's schedules, a site's or page's panel). */
export function ScheduleCard({ schedule, name, header, children, facts }: ScheduleCardProps) {
  return (
    <Stack as="li" borderWidth="1px" rounded="md" p="3" gap="2" aria-label={name}>
      {header}
      {children}
      <HStack gap="6" rowGap="2" wrap="wrap" fontSize="sm" align="start">
        {facts}
        <Fact label="Next run">
          <ScheduleNextRun schedule={schedule} />
        </Fact>
        <Fact label="Last run">
          <ScheduleLastRun schedule={schedule} />
        </Fact>
      </HStack>
    </Stack>
  );
}
