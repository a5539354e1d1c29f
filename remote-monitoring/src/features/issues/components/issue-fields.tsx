import { Field, Input, Stack, Textarea } from '@vigil/shared';

export interface IssueDraft {
  title: string;
  details: string;
  labels: string;
}

/**
 * Title, details and labels, as the new-issue form and the edit form both ask for them.
 * `showErrors` turns on the title's message once the user has tried to submit.
 */
export function IssueFields({
  draft,
  onChange,
  showErrors,
  withLabels = true,
}: {
  draft: IssueDraft;
  onChange: (draft: IssueDraft) => void;
  showErrors: boolean;
  withLabels?: boolean;
}) {
  const titleMissing = !draft.title.trim();
  return (
    <Stack gap="3">
      <Field.Root required invalid={showErrors && titleMissing}>
        <Field.Label>Title</Field.Label>
        <Input
          value={draft.title}
          maxLength={200}
          onChange={(event) => onChange({ ...draft, title: event.target.value })}
        />
        <Field.ErrorText>Title is required</Field.ErrorText>
      </Field.Root>
      <Field.Root>
        <Field.Label>Details</Field.Label>
        <Textarea
          rows={8}
          value={draft.details}
          onChange={(event) => onChange({ ...draft, details: event.target.value })}
        />
        <Field.HelperText>
          Markdown: # headings, - lists, `code`, **bold**, [links](https://…)
        </Field.HelperText>
      </Field.Root>
      {withLabels && (
        <Field.Root>
          <Field.Label>Labels</Field.Label>
          <Input
            value={draft.labels}
            placeholder="checkout, p1"
            onChange={(event) => onChange({ ...draft, labels: event.target.value })}
          />
          <Field.HelperText>Separate labels with commas.</Field.HelperText>
        </Field.Root>
      )}
    </Stack>
  );
}
