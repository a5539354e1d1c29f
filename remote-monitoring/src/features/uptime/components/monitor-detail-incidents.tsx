import type { MonitorIncident } from '@vigil/contract';
import { Stack, Text } from '@vigil/shared';
import { formatTime } from '../../../lib/format-time';
import { useMonitorIncidents } from '../data/monitor-detail';
import { durationText } from '../lib/monitor-detail-words';
import { IncidentCard } from './incident-card';
import { MonitorSection } from './monitor-section';

/** One incident on the timeline: when it opened and resolved, how long, and why. */
function IncidentItem({ incident }: { incident: MonitorIncident }) {
  const open = incident.time_resolved === null;
  return (
    <IncidentCard
      incident={incident}
      gap="1"
      heading={
        <Text fontSize="sm" fontWeight="medium">
          {open
            ? `Down for ${durationText(incident.time_started, new Date().toISOString())} so far`
            : `Down for ${durationText(incident.time_started, incident.time_resolved!)}`}
        </Text>
      }
      when={
        <>
          Opened {formatTime(incident.time_started)}
          {incident.time_resolved ? ` · resolved ${formatTime(incident.time_resolved)}` : ''}
        </>
      }
    />
  );
}

/** The monitor's incidents, newest first: from going Down to coming Up again. */
export function MonitorDetailIncidents({ id }: { id: string }) {
  return (
    <MonitorSection
      title="Incidents"
      monitorId={id}
      useRows={useMonitorIncidents}
      empty={{
        title: 'No incidents',
        hint: 'An incident opens when the monitor goes Down (after its failures in a row) and resolves when it is Up again.',
      }}
    >
      {(incidents) => (
        <Stack as="ol" gap="3" listStyleType="none" m="0">
          {incidents.map((incident) => (
            <IncidentItem key={incident.id} incident={incident} />
          ))}
        </Stack>
      )}
    </MonitorSection>
  );
}
