import type { Alert } from '@vigil/contract';
import { Button, HStack, Input, Modal, Separator, Skeleton, Stack, Text } from '@vigil/shared';
import { type ReactNode, useState } from 'react';
import { FieldFrame } from '../../../components/field-frame';
import { FormProblem } from '../../../components/form-problem';
import { ManagedByCodeRow } from '../../../components/managed-by-code-badge';
import { QueryState } from '../../../components/query-state';
import { WebhookSigning } from '../../../components/webhook-signing';
import { useAlert } from '../../../data/alerts/get-alert';
import { useAlertForm } from '../hooks/use-alert-form';
import { ActionRows } from './action-rows';
import { DeliveryLog } from './delivery-log';
import { ExpressionRows } from './expression-rows';

export interface AlertEditorDialogProps {
  /** null: a new alert. */
  alertId: string | null;
  onClose: () => void;
  onSaved?: (alert: Alert) => void;
}

/** A group of rows under its legend, with the API's 400 when it names a field inside it. */
function Section({
  legend,
  error,
  children,
}: {
  legend: string;
  error: string | null;
  children: ReactNode;
}) {
  return (
    <Stack as="fieldset" gap="2">
      <Text as="legend" fontWeight="medium" fontSize="sm" mb="2">
        {legend}
      </Text>
      {children}
      {error ? (
        <Text fontSize="sm" color="fg.error" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}

function AlertForm({
  alert,
  onClose,
  onSaved,
}: {
  alert: Alert | null;
  onClose: () => void;
  onSaved?: (alert: Alert) => void;
}) {
  const form = useAlertForm(alert, onClose, onSaved);
  const { draft, change, errorOf } = form;
  return (
    <form id="alert-form" onSubmit={form.submit} noValidate aria-label="Alert">
      <Stack gap="4">
        <ManagedByCodeRow managedBy={alert?.managed_by} />
        <FieldFrame label="Name" required error={errorOf('name')}>
          <Input
            size="sm"
            value={draft.name}
            maxLength={200}
            placeholder="Checkout is slow"
            onChange={(event) => change({ name: event.target.value })}
          />
        </FieldFrame>
        <Section legend="Alert when" error={errorOf('expressions')}>
          <ExpressionRows
            rows={draft.expressions}
            onChange={(expressions) => change({ expressions })}
          />
        </Section>
        <Section legend="Tell" error={errorOf('actions')}>
          <ActionRows
            rows={draft.actions}
            onChange={(actions) => change({ actions })}
            webhooksLocked={form.webhooksLocked}
          />
        </Section>
        <FormProblem problem={form.problem} />
        <HStack gap="2" justify="end">
          <Button variant="outline" onClick={onClose} disabled={form.saving}>
            {alert ? 'Cancel' : 'Close'}
          </Button>
          <Button type="submit" loading={form.saving}>
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
  const body =
    id === null ? (
      <AlertForm
        alert={null}
        onClose={onClose}
        onSaved={(saved) => {
          setId(saved.id);
          onSaved?.(saved);
        }}
      />
    ) : (
      <QueryState
        query={alert}
        loading={<Skeleton h="40" aria-busy="true" aria-label="Loading the alert" />}
        failed="Could not load the alert."
      >
        {(loaded) => (
          <Stack gap="5">
            <AlertForm key={loaded.id} alert={loaded} onClose={onClose} onSaved={onSaved} />
            <Separator />
            <WebhookSigning secret={loaded.webhook_secret} owner="alert" />
            <Separator />
            <DeliveryLog alertId={loaded.id} />
          </Stack>
        )}
      </QueryState>
    );
  return (
    <Modal open onClose={onClose} size="xl" title={id ? 'Edit alert' : 'New alert'}>
      {body}
    </Modal>
  );
}
