import type { Issue } from '@vigil/contract';
import { Button, HStack, Stack } from '@vigil/shared';
import { useState, type FormEvent } from 'react';
import { useUpdateIssue } from '../../../data/issues/update-issue';
import { parseLabels } from '../lib/labels';
import { IssueFields } from './issue-fields';

/** Edits the title, details and labels in place; Cancel leaves the issue as it was. */
export function IssueEditForm({ issue, onDone }: { issue: Issue; onDone: () => void }) {
  const [draft, setDraft] = useState({
    title: issue.title,
    details: issue.details,
    labels: issue.labels.join(', '),
  });
  const [tried, setTried] = useState(false);
  const update = useUpdateIssue(issue.id);

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (!draft.title.trim()) return;
    update.mutate(
      { title: draft.title, details: draft.details, labels: parseLabels(draft.labels) },
      { onSuccess: onDone },
    );
  }

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
