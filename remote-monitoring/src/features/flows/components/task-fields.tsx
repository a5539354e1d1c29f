import type { FlowNodeData } from '@vigil/contract';
import { Field, Stack, Text } from '@vigil/shared';
import type { ReactNode } from 'react';
import { optionsOf, Select } from '../../../components/select';
import { WebhookSigning } from '../../../components/webhook-signing';
import { CasePicker, HeadersField, NumberField, TextField } from './task-field-parts';

const METHODS = optionsOf(['POST', 'GET']);

export interface TaskFieldsProps {
  task: FlowNodeData;
  /** The flow's secret its webhook nodes sign with, shown so a receiver can be set up to verify. */
  webhookSecret: string | undefined;
  /**
   * The caller is not an admin: a webhook node's URL and header values come masked (they are
   * credentials) and only admins change its call, so its fields are read-only.
   */
  webhooksLocked: boolean;
  onChange: (patch: Partial<FlowNodeData>) => void;
}

type TaskOf<T extends FlowNodeData['task_type']> = Extract<FlowNodeData, { task_type: T }>;
type OnChange = TaskFieldsProps['onChange'];

/** The settings of the node's task, named as in the contract (monitoring.md §2.4). */
export function TaskFields(props: TaskFieldsProps) {
  const fields = fieldsOf(props);
  return fields ? <Stack gap="3">{fields}</Stack> : null;
}

function fieldsOf({ task, webhookSecret, webhooksLocked, onChange }: TaskFieldsProps): ReactNode {
  switch (task.task_type) {
    case 'test':
      return (
        <NumberField
          label="Threshold"
          value={task.threshold}
          onChange={(threshold) => onChange({ threshold })}
          helper="A page passes when its score is at least this (0–100)."
        />
      );
    case 'caserun':
      return <CasePicker value={task.case_id} onChange={(case_id) => onChange({ case_id })} />;
    case 'issue':
      return <IssueFields task={task} onChange={onChange} />;
    case 'email':
      return <EmailFields task={task} onChange={onChange} />;
    case 'slack':
      return (
        <TextField
          label="Message"
          multiline
          value={task.message}
          onChange={(message) => onChange({ message })}
        />
      );
    case 'webhook':
      return (
        <WebhookFields
          task={task}
          secret={webhookSecret}
          locked={webhooksLocked}
          onChange={onChange}
        />
      );
    case 'wait':
      return (
        <NumberField
          label="Seconds"
          value={task.seconds}
          onChange={(seconds) => onChange({ seconds })}
          helper="Up to a day (86400). A wait holds no worker."
        />
      );
    default:
      // A scan or a site migration has nothing to set beyond its label and conditions.
      return null;
  }
}

function IssueFields({ task, onChange }: { task: TaskOf<'issue'>; onChange: OnChange }) {
  return (
    <>
      <TextField label="Issue title" value={task.title} onChange={(title) => onChange({ title })} />
      <TextField
        label="Details"
        multiline
        value={task.details}
        onChange={(details) => onChange({ details })}
      />
    </>
  );
}

function EmailFields({ task, onChange }: { task: TaskOf<'email'>; onChange: OnChange }) {
  return (
    <>
      <TextField
        label="Email"
        type="email"
        value={task.email}
        onChange={(email) => onChange({ email })}
      />
      <TextField
        label="Subject"
        value={task.subject}
        onChange={(subject) => onChange({ subject })}
      />
      <TextField
        label="Message"
        multiline
        value={task.message}
        onChange={(message) => onChange({ message })}
      />
    </>
  );
}

/** The call (read-only to a non-admin: its URL and header values are credentials) and its signing. */
function WebhookFields(props: {
  task: TaskOf<'webhook'>;
  secret: string | undefined;
  locked: boolean;
  onChange: OnChange;
}) {
  const { task, locked, onChange } = props;
  return (
    <>
      {locked ? (
        <Text fontSize="sm" color="fg.muted">
          Only admins can see this webhook&apos;s URL and header values, or change its call.
        </Text>
      ) : null}
      <TextField
        label="URL"
        type="url"
        readOnly={locked}
        value={task.uri}
        onChange={(uri) => onChange({ uri })}
      />
      <Field.Root disabled={locked}>
        <Field.Label>Method</Field.Label>
        <Select
          value={task.request_type}
          options={METHODS}
          onChange={(method) => onChange({ request_type: method as 'GET' | 'POST' })}
        />
      </Field.Root>
      <HeadersField
        headers={task.headers}
        onChange={(headers) => onChange({ headers })}
        readOnly={locked}
      />
      <TextField
        label="Payload"
        multiline
        readOnly={locked}
        value={task.payload}
        onChange={(payload) => onChange({ payload })}
        helper="Left empty, the run's summary is sent as JSON (POST)."
      />
      <WebhookSigning secret={props.secret} owner="flow" />
    </>
  );
}
