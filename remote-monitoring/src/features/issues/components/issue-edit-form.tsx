import type { Issue } from '@vigil/contract';
import { Button, HStack, Stack } from '@vigil/shared';
import { useUpdateIssue } from '../../../data/issues/update-issue';
import { useIssueDraft } from '../hooks/use-issue-draft';
import { IssueFields } from './issue-fields';

/** Edits the title, details and labels in place; Cancel leaves the issue as it was. */
export function IssueEditForm({ issue, onDone }: { issue: Issue; onDone: () => void }) {
  const update = useUpdateIssue(issue.id);
  const { draft, setDraft, tried, submit } = useIssueDraft(
    { title: issue.title, details: issue.details, labels: issue.labels.join(', ') },
    (fields) => update.mutate(fields, { onSuccess: onDone }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Edit issue">
      <Stack gap="4">
        <IssueFields draft={draft} onChange={setDraft} showErrors={tried} />
        <HStack gap="2">
          <Button type="submit" loading={update.isPending}>
            Save
          </Button>
          <Button variant="ghost" onClick={onDone}>
            Cancel
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
