import type { Alert } from '@vigil/contract';
import {
  Button,
  Field,
  HStack,
  Input,
  Modal,
  notify,
  Separator,
  Skeleton,
  Stack,
  Text,
  useMyMembership,
} from '@vigil/shared';
import { type FormEvent, useState } from 'react';
import { QueryError } from '../../../components/query-error';
import { WebhookSigning } from '../../../components/webhook-signing';
import { useAlert } from '../../../data/alerts/get-alert';
import { useSaveAlert } from '../../../data/alerts/save-alert';
import { problemOf, type SaveProblem } from '../../../lib/save-problem';
import { type AlertDraft, bodyOf, draftOf, newDraft } from '../lib/alert-draft';
import { ActionRows } from './action-rows';
import { DeliveryLog } from './delivery-log';
import { ExpressionRows } from './expression-rows';

export interface AlertEditorDialogProps {
  /** null: a new alert. */
  alertId: string | null;
  onClose: () => void;
  onSaved?: (alert: Alert) => void;
}

/** A section's error: the API's 400 when it names this field or one inside it. */
const errorIn = (problem: SaveProblem | null, field: string) =>
  problem?.field?.split('.')[0] === field ? problem.message : null;

function AlertForm({
  alert,
  onClose,
  onSaved,
}: {
  alert: Alert | null;
  onClose: () => void;
  onSaved?: (alert: Alert) => void;
}) {
  const [draft, setDraft] = useState<AlertDraft>(() => (alert ? draftOf(alert) : newDraft()));
  const me = useMyMembership();
  // The server answers a non-admin without the secret (and webhook URLs masked); a new alert has
  // no answer yet, so the membership says. The server refuses a webhook change either way.
  const webhooksLocked =
    (alert !== null && alert.webhook_secret === undefined) || me.data?.type === 'contributor';
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const save = useSaveAlert(alert?.id ?? null);
  const change = (part: Partial<AlertDraft>) => {
    setDraft((current) => ({ ...current, ...part }));
    setProblem(null);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(bodyOf(draft), {
      onSuccess: (saved) => {
        notify.success(alert ? 'Alert saved.' : 'Alert created.');
        onSaved?.(saved);
        // A new alert stays open: its webhook secret is what the receiver needs next.
        if (alert) onClose();
      },
      onError: (error) => setProblem(problemOf(error, 'Could not save the alert.')),
    });
  }

  const sectionError = (field: string) => {
    const message = errorIn(problem, field);
    return message ? (
      <Text fontSize="sm" color="fg.error" role="alert">
        {message}
      </Text>
    ) : null;
  };
  return (
    <form id="alert-form" onSubmit={submit} noValidate aria-label="Alert">
      <Stack gap="4">
        <Field.Root required invalid={Boolean(errorIn(problem, 'name'))}>
          <Field.Label>Name</Field.Label>
          <Input
            size="sm"
            value={draft.name}
            maxLength={200}
            placeholder="Checkout is slow"
            onChange={(event) => change({ name: event.target.value })}
          />
          <Field.ErrorText>{errorIn(problem, 'name')}</Field.ErrorText>
        </Field.Root>
        <Stack as="fieldset" gap="2">
          <Text as="legend" fontWeight="medium" fontSize="sm" mb="2">
            Alert when
          </Text>
          <ExpressionRows
            rows={draft.expressions}
            onChange={(expressions) => change({ expressions })}
          />
          {sectionError('expressions')}
        </Stack>
        <Stack as="fieldset" gap="2">
          <Text as="legend" fontWeight="medium" fontSize="sm" mb="2">
            Tell
          </Text>
          <ActionRows
            rows={draft.actions}
            onChange={(actions) => change({ actions })}
            webhooksLocked={webhooksLocked}
          />
          {sectionError('actions')}
        </Stack>
        {problem && !problem.field ? (
          <Text role="alert" color="fg.error">
            {problem.message}
          </Text>
        ) : null}
        <HStack gap="2" justify="end">
          <Button variant="outline" onClick={onClose} disabled={save.isPending}>
            {alert ? 'Cancel' : 'Close'}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {alert ? 'Save alert' : 'Create alert'}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

/** Creates or edits an alert; an existing one also shows its webhook secret and delivery log. */
export function AlertEditorDialog({ alertId, onClose, onSaved }: AlertEditorDialogProps) {
  // A new alert becomes an existing one once created (its secret and log then show).
  const [id, setId] = useState(alertId);
  const alert = useAlert(id);
  let body;
  if (id === null) {
    body = (
      <AlertForm
        alert={null}
        onClose={onClose}
        onSaved={(saved) => {
          setId(saved.id);
          onSaved?.(saved);
        }}
      />
    );
  } else if (alert.isPending) {
    body = <Skeleton h="40" aria-busy="true" aria-label="Loading the alert" />;
  } else if (alert.isError) {
    body = (
      <QueryError
        what="Could not load the alert."
        error={alert.error}
        onRetry={() => void alert.refetch()}
      />
    );
  } else {
    body = (
      <Stack gap="5">
        <AlertForm key={alert.data.id} alert={alert.data} onClose={onClose} onSaved={onSaved} />
        <Separator />
        <WebhookSigning secret={alert.data.webhook_secret} owner="alert" />
        <Separator />
        <DeliveryLog alertId={alert.data.id} />
      </Stack>
    );
  }
  return (
    <Modal open onClose={onClose} size="xl" title={id ? 'Edit alert' : 'New alert'}>
      {body}
    </Modal>
  );
}
