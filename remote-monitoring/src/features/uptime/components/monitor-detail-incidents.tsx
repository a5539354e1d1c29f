import type { MonitorIncident } from '@vigil/contract';
import { Stack, Text } from '@vigil/shared';
import { useState } from 'react';
import { ListEmpty } from '../../../components/list/list-empty';
import { ListFrame } from '../../../components/list/list-frame';
import { formatTime } from '../../../lib/format-time';
import { useMonitorIncidents } from '../data/monitor-detail';
import { durationText } from '../lib/monitor-detail-words';
import { IncidentCard } from './incident-card';

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
  const [page, setPage] = useState(1);
  return (
    <ListFrame
      label="Incidents"
      title="Incidents"
      query={useMonitorIncidents(id, page)}
      loadingLabel="Loading the incidents"
      errorText="Could not load the incidents."
      empty={
        <ListEmpty
          title="No incidents"
          hint="An incident opens when the monitor goes Down (after its failures in a row) and resolves when it is Up again."
        />
      }
      page={page}
      onPageChange={setPage}
    >
      {(incidents) => (
        <Stack as="ol" gap="3" listStyleType="none" m="0">
          {incidents.map((incident) => (
            <IncidentItem key={incident.id} incident={incident} />
          ))}
        </Stack>
      )}
    </ListFrame>
  );
}
