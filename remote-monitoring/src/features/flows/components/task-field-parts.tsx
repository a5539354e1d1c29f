import { Field, Input, Textarea } from '@vigil/shared';
import { useState } from 'react';
import { Select } from '../../../components/select';
import { useCaseChoices } from '../../../data/cases/list-case-choices';

export function TextField(props: {
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

/** A number setting (a threshold, seconds); emptied, it holds NaN until the save names it. */
export function NumberField(props: {
  label: string;
  value: number;
  onChange: (value: number) => void;
  helper: string;
}) {
  return (
    <TextField
      label={props.label}
      type="number"
      value={textOfNumber(props.value)}
      onChange={(text) => props.onChange(numberOf(text))}
      helper={props.helper}
    />
  );
}

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
export function HeadersField(props: {
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

export function CasePicker({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const cases = useCaseChoices();
  const choices = cases.data?.results ?? [];
  return (
    <Field.Root>
      <Field.Label>Case</Field.Label>
      <Select
        value={value}
        disabled={cases.isPending}
        options={[
          { value: '', label: cases.isPending ? 'Loading cases…' : 'Choose a case' },
          ...choices.map((it) => ({ value: it.id, label: it.title })),
        ]}
        onChange={onChange}
      />
      {cases.data && choices.length === 0 ? (
        <Field.HelperText>No cases yet: Vigil writes them once a site is scanned.</Field.HelperText>
      ) : null}
    </Field.Root>
  );
}
