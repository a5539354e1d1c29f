import type { IncidentUpdateStatus, TeamIncident } from '@vigil/contract';
import { Button, Field, HStack, Modal, NativeSelect, Stack, Text, Textarea } from '@vigil/shared';
import { type FormEvent, useState } from 'react';
import { FormProblem } from '../../../components/form-problem';
import { problemOf } from '../../../lib/save-problem';
import { usePostIncidentUpdate } from '../data/incidents';
import { UPDATE_STATUS_WORDS } from '../lib/incident-words';

/** What the next update most likely says: the work moves on from the last one. */
function nextStatus(incident: TeamIncident): IncidentUpdateStatus {
  if (incident.time_resolved) return 'resolved';
  const last = incident.updates[0]?.status;
  if (last === 'investigating') return 'identified';
  if (last === 'identified') return 'monitoring';
  return last ?? 'investigating';
}

/** Where the work stands: investigating, identified, monitoring or resolved. */
function StatusField(props: {
  value: IncidentUpdateStatus;
  error: string | null;
  onChange: (status: IncidentUpdateStatus) => void;
}) {
  return (
    <Field.Root invalid={props.error !== null}>
      <Field.Label>Status</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          value={props.value}
          onChange={(e) => props.onChange(e.target.value as IncidentUpdateStatus)}
        >
          {Object.entries(UPDATE_STATUS_WORDS).map(([value, word]) => (
            <option key={value} value={value}>
              {word}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText>{props.error}</Field.ErrorText>
    </Field.Root>
  );
}

/**
 * Posts an update on an incident: where the work stands and a message, shown at once under the
 * incident on every status page that shows its monitor.
 */
export function IncidentUpdateDialog({
  incident,
  onClose,
}: {
  incident: TeamIncident;
  onClose: () => void;
}) {
  const [status, setStatus] = useState<IncidentUpdateStatus>(() => nextStatus(incident));
  const [message, setMessage] = useState('');
  const post = usePostIncidentUpdate(incident.id);
  const problem = post.isError ? problemOf(post.error, 'Could not post the update.') : null;
  const errorOf = (field: string) => (problem?.field === field ? problem.message : null);

  function submit(event: FormEvent) {
    event.preventDefault();
    post.mutate({ status, message }, { onSuccess: onClose });
  }

  return (
    <Modal open onClose={onClose} title="Post an update">
      <form onSubmit={submit} noValidate aria-label="Post an update">
        <Stack gap="4">
          <Text color="fg.muted" fontSize="sm" overflowWrap="anywhere">
            {incident.monitor_name}: shown under this incident on your status pages that show it.
          </Text>
          <StatusField value={status} error={errorOf('status')} onChange={setStatus} />
          <Field.Root invalid={errorOf('message') !== null} required>
            <Field.Label>Message</Field.Label>
            <Textarea rows={4} value={message} onChange={(e) => setMessage(e.target.value)} />
            <Field.HelperText>
              What your users should know; at most 2,000 characters.
            </Field.HelperText>
            <Field.ErrorText>{errorOf('message')}</Field.ErrorText>
          </Field.Root>
          <FormProblem problem={problem} />
          <HStack justify="end" gap="2">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={post.isPending}>
              Post update
            </Button>
          </HStack>
        </Stack>
      </form>
    </Modal>
  );
}
