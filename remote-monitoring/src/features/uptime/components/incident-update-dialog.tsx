import type { IncidentUpdateStatus, TeamIncident } from '@vigil/contract';
import { Text, Textarea } from '@vigil/shared';
import { FormDialog } from '../../../components/dialog-form';
import { FieldFrame, SelectField } from '../../../components/field-frame';
import { useSaveDraft } from '../../../lib/use-save-draft';
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

const STATUS_OPTIONS = Object.entries(UPDATE_STATUS_WORDS).map(([value, label]) => ({
  value,
  label,
}));

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
  const post = usePostIncidentUpdate(incident.id);
  const form = useSaveDraft(
    () => ({ status: nextStatus(incident), message: '' }),
    post,
    'Could not post the update.',
  );
  const { draft, set, errorOf } = form;
  return (
    <FormDialog
      label="Post an update"
      onSubmit={() => post.mutate(draft, { onSuccess: onClose })}
      onClose={onClose}
      problem={form.problem}
      submitLabel="Post update"
      busy={post.isPending}
    >
      <Text color="fg.muted" fontSize="sm" overflowWrap="anywhere">
        {incident.monitor_name}: shown under this incident on your status pages that show it.
      </Text>
      <SelectField
        label="Status"
        value={draft.status}
        options={STATUS_OPTIONS}
        error={errorOf('status')}
        onChange={(status) => set({ status: status as IncidentUpdateStatus })}
      />
      <FieldFrame
        label="Message"
        required
        error={errorOf('message')}
        helper="What your users should know; at most 2,000 characters."
      >
        <Textarea
          rows={4}
          value={draft.message}
          onChange={(e) => set({ message: e.target.value })}
        />
      </FieldFrame>
    </FormDialog>
  );
}
