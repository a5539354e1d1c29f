import type { IncidentUpdate, TeamIncident } from '@vigil/contract';
import { Box, Button, Flex, Stack, Text } from '@vigil/shared';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ListEmpty } from '../../../components/list/list-empty';
import { ListFrame } from '../../../components/list/list-frame';
import { formatTime } from '../../../lib/format-time';
import { useDeleteIncidentUpdate, useIncidents } from '../data/incidents';
import { UPDATE_STATUS_WORDS } from '../lib/incident-words';
import { durationText } from '../lib/monitor-detail-words';
import { IncidentCard } from './incident-card';
import { IncidentUpdateDialog } from './incident-update-dialog';

interface Deleting {
  incident: TeamIncident;
  update: IncidentUpdate;
}

/** What the team wrote, newest first, each with its status, time and author. */
function UpdateItems(props: { incident: TeamIncident; onDelete: (deleting: Deleting) => void }) {
  if (props.incident.updates.length === 0) return null;
  return (
    <Stack as="ol" gap="2" listStyleType="none" m="0" aria-label="Updates">
      {props.incident.updates.map((update) => (
        <Box as="li" key={update.id} borderTopWidth="1px" pt="2">
          <Flex gap="2" align="baseline" wrap="wrap">
            <Text fontSize="sm" fontWeight="semibold">
              {UPDATE_STATUS_WORDS[update.status]}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {formatTime(update.time_created)}
              {update.author_email ? ` · ${update.author_email}` : ''}
            </Text>
            <Button
              size="xs"
              variant="ghost"
              ml="auto"
              aria-label={`Delete the ${UPDATE_STATUS_WORDS[update.status]} update of ${formatTime(update.time_created)}`}
              onClick={() => props.onDelete({ incident: props.incident, update })}
            >
              Delete
            </Button>
          </Flex>
          <Text fontSize="sm" whiteSpace="pre-line" overflowWrap="anywhere">
            {update.message}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}

/** One incident: its monitor, whether it is ongoing and for how long, why, and its updates. */
function IncidentItem(props: {
  incident: TeamIncident;
  onPost: (incident: TeamIncident) => void;
  onDelete: (deleting: Deleting) => void;
}) {
  const { incident } = props;
  const open = incident.time_resolved === null;
  const until = incident.time_resolved ?? new Date().toISOString();
  return (
    <IncidentCard
      incident={incident}
      gap="2"
      heading={
        <>
          <Text fontWeight="medium" overflowWrap="anywhere">
            {incident.monitor_name}
          </Text>
          <Button size="xs" variant="outline" ml="auto" onClick={() => props.onPost(incident)}>
            Post update
          </Button>
        </>
      }
      when={
        <>
          Down {open ? 'since' : 'from'} {formatTime(incident.time_started)}
          {incident.time_resolved ? ` to ${formatTime(incident.time_resolved)}` : ''} (
          {durationText(incident.time_started, until)}
          {open ? ' so far' : ''})
        </>
      }
    >
      <UpdateItems incident={incident} onDelete={props.onDelete} />
    </IncidentCard>
  );
}

/**
 * The team's incidents, open ones first, with the updates it wrote for its status pages and a
 * "Post update" on each.
 */
export function IncidentList() {
  const [page, setPage] = useState(1);
  const incidents = useIncidents(page);
  const [posting, setPosting] = useState<TeamIncident | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const remove = useDeleteIncidentUpdate();
  return (
    <>
      <ListFrame
        label="Incidents"
        title="Incidents"
        query={incidents}
        loadingLabel="Loading the incidents"
        errorText="Could not load your incidents."
        empty={
          <ListEmpty
            title="No incidents"
            hint="When a monitor goes down, its incident shows here: post updates on it for your status pages."
          />
        }
        page={page}
        onPageChange={setPage}
      >
        {(rows) => (
          <Stack as="ol" gap="3" listStyleType="none" m="0" aria-label="Incidents">
            {rows.map((incident) => (
              <IncidentItem
                key={incident.id}
                incident={incident}
                onPost={setPosting}
                onDelete={setDeleting}
              />
            ))}
          </Stack>
        )}
      </ListFrame>
      {posting ? (
        <IncidentUpdateDialog incident={posting} onClose={() => setPosting(null)} />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this update?"
        message="It disappears from your status pages at once. The incident stays."
        confirmLabel="Delete update"
        busy={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(
            { id: deleting.incident.id, update_id: deleting.update.id },
            { onSuccess: () => setDeleting(null) },
          )
        }
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
