import type { Monitor } from '@vigil/contract';
import { Box, Button, Flex, Heading, SimpleGrid, Stack, Text } from '@vigil/shared';
import { useState } from 'react';
import { formatTime } from '../../../lib/format-time';
import { intervalText, lastCheckText, targetText, uptimeText } from '../lib/monitor-words';
import { MonitorDetailCheckNow } from './monitor-detail-check-now';
import { MonitorFormDialog } from './monitor-form-dialog';
import { MonitorStateBadge } from './monitors-table';

function UptimeTile({ label, value }: { label: string; value: number | null }) {
  return (
    <Box borderWidth="1px" rounded="md" px="3" py="2">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="lg" fontWeight="semibold">
        {uptimeText(value)}
      </Text>
    </Box>
  );
}

/** The monitor in a glance: name, state and since when, what it checks, uptime, Edit, Check now. */
export function MonitorDetailHeader({ monitor }: { monitor: Monitor }) {
  const [editing, setEditing] = useState(false);
  const since = monitor.open_incident?.time_started ?? monitor.state_since;
  return (
    <Stack gap="4">
      <Flex justify="space-between" align="start" gap="3" wrap="wrap">
        <Stack gap="1" minW="0">
          <Flex gap="2" align="center" wrap="wrap">
            <Heading as="h2" size="md" overflowWrap="anywhere">
              {monitor.name}
            </Heading>
            <MonitorStateBadge monitor={monitor} />
          </Flex>
          <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
            {targetText(monitor)} · {monitor.kind} · {intervalText(monitor.interval_seconds)}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            Since {formatTime(since)} · last check: {lastCheckText(monitor)}
          </Text>
        </Stack>
        <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
          Edit
        </Button>
      </Flex>
      <SimpleGrid columns={3} gap="2" aria-label="Uptime" role="group">
        <UptimeTile label="24 h" value={monitor.uptime.day} />
        <UptimeTile label="7 days" value={monitor.uptime.week} />
        <UptimeTile label="30 days" value={monitor.uptime.month} />
      </SimpleGrid>
      <MonitorDetailCheckNow monitor={monitor} />
      {editing ? <MonitorFormDialog monitor={monitor} onClose={() => setEditing(false)} /> : null}
    </Stack>
  );
}
