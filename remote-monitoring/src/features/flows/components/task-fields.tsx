import type { FlowNodeData } from '@vigil/contract';
import { Field, Input, NativeSelect, Stack, Text, Textarea } from '@vigil/shared';
import { type ReactNode, useState } from 'react';
import { WebhookSigning } from '../../../components/webhook-signing';
import { useCaseChoices } from '../../../data/cases/list-case-choices';

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

function TextField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: string;
  multiline?: boolean;
  helper?: string;
  readOnly?: boolean;
}) {
  return (
    <Field.Root>
      <Field.Label>{props.label}</Field.Label>
      {props.multiline ? (
        <Textarea
          size="sm"
          rows={3}
          readOnly={props.readOnly}
          value={props.value}
          onChange={(event) => props.onChange(event.currentTarget.value)}
        />
      ) : (
        <Input
          size="sm"
          type={props.type ?? 'text'}
          readOnly={props.readOnly}
          value={props.value}
          onChange={(event) => props.onChange(event.currentTarget.value)}
        />
      )}
      {props.helper ? <Field.HelperText>{props.helper}</Field.HelperText> : null}
    </Field.Root>
  );
}

// An emptied number field is sent as is and named by the contract on save, not silently zeroed.
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
const textOfNumber = (value: number) => (Number.isNaN(value) ? '' : String(value));

/** Headers as "Name: value" lines, the way they are usually written. */
const headersText = (headers: Record<string, string>) =>
  Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\n');
function parseHeaders(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return headers;
}

// The text is kept as typed (a header half written has no colon yet); the headers follow it.
function HeadersField(props: {
  headers: Record<string, string>;
  onChange: (headers: Record<string, string>) => void;
  readOnly: boolean;
}) {
  const [text, setText] = useState(() => headersText(props.headers));
  return (
    <TextField
      label="Headers"
      multiline
      readOnly={props.readOnly}
      value={text}
      onChange={(next) => {
        setText(next);
        props.onChange(parseHeaders(next));
      }}
      helper="One per line: Name: value"
    />
  );
}

function CasePicker({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const cases = useCaseChoices();
  const choices = cases.data?.results ?? [];
  return (
    <Field.Root>
      <Field.Label>Case</Field.Label>
      <NativeSelect.Root size="sm" disabled={cases.isPending}>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.currentTarget.value)}>
          <option value="">{cases.isPending ? 'Loading cases…' : 'Choose a case'}</option>
          {choices.map((it) => (
            <option key={it.id} value={it.id}>
              {it.title}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {cases.data && choices.length === 0 ? (
        <Field.HelperText>No cases yet: Vigil writes them once a site is scanned.</Field.HelperText>
      ) : null}
    </Field.Root>
  );
}

/** The settings of the node's task, named as in the contract (monitoring.md §2.4). */
export function TaskFields({ task, webhookSecret, webhooksLocked, onChange }: TaskFieldsProps) {
  let fields: ReactNode = null;
  switch (task.task_type) {
    case 'scan':
      fields = null;
      break;
    case 'test':
      fields = (
        <TextField
          label="Threshold"
          type="number"
          value={textOfNumber(task.threshold)}
          onChange={(text) => onChange({ threshold: numberOf(text) })}
          helper="A page passes when its score is at least this (0–100)."
        />
      );
      break;
    case 'caserun':
      fields = <CasePicker value={task.case_id} onChange={(case_id) => onChange({ case_id })} />;
      break;
    case 'issue':
      fields = (
        <>
          <TextField
            label="Issue title"
            value={task.title}
            onChange={(title) => onChange({ title })}
          />
          <TextField
            label="Details"
            multiline
            value={task.details}
            onChange={(details) => onChange({ details })}
          />
        </>
      );
      break;
    case 'email':
      fields = (
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
      break;
    case 'slack':
      fields = (
        <TextField
          label="Message"
          multiline
          value={task.message}
          onChange={(message) => onChange({ message })}
        />
      );
      break;
    case 'webhook':
      fields = (
        <>
          {webhooksLocked ? (
            <Text fontSize="sm" color="fg.muted">
              Only admins can see this webhook&apos;s URL and header values, or change its call.
            </Text>
          ) : null}
          <TextField
            label="URL"
            type="url"
            readOnly={webhooksLocked}
            value={task.uri}
            onChange={(uri) => onChange({ uri })}
          />
          <Field.Root disabled={webhooksLocked}>
            <Field.Label>Method</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={task.request_type}
                onChange={(event) =>
                  onChange({ request_type: event.currentTarget.value as 'GET' | 'POST' })
                }
              >
                <option value="POST">POST</option>
                <option value="GET">GET</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <HeadersField
            headers={task.headers}
            onChange={(headers) => onChange({ headers })}
            readOnly={webhooksLocked}
          />
          <TextField
            label="Payload"
            multiline
            readOnly={webhooksLocked}
            value={task.payload}
            onChange={(payload) => onChange({ payload })}
            helper="Left empty, the run's summary is sent as JSON (POST)."
          />
          <WebhookSigning secret={webhookSecret} owner="flow" />
        </>
      );
      break;
    case 'wait':
      fields = (
        <TextField
          label="Seconds"
          type="number"
          value={textOfNumber(task.seconds)}
          onChange={(text) => onChange({ seconds: numberOf(text) })}
          helper="Up to a day (86400). A wait holds no worker."
        />
      );
      break;
  }
  return fields ? <Stack gap="3">{fields}</Stack> : null;
}
