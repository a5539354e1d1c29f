import { apiErrorMessage, Button, Stack, Text, useNavigate } from '@vigil/shared';
import { useState, type FormEvent } from 'react';
import { paths } from '../../../paths';
import { useCreateIssue } from '../../../data/issues/create-issue';
import { parseLabels } from '../lib/labels';
import { IssueFields, type IssueDraft } from './issue-fields';

/** Writes an issue down by hand and opens it once the API has stored it. */
export function NewIssueForm() {
  const [draft, setDraft] = useState<IssueDraft>({ title: '', details: '', labels: '' });
  const [tried, setTried] = useState(false);
  const create = useCreateIssue();
  const navigate = useNavigate();

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (!draft.title.trim()) return;
    create.mutate(
      { title: draft.title, details: draft.details, labels: parseLabels(draft.labels) },
      { onSuccess: (issue) => navigate(paths.issue(issue.id)) },
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label="New issue">
      <Stack gap="4" maxW="40rem">
        <IssueFields draft={draft} onChange={setDraft} showErrors={tried} />
        {create.isError && (
          <Text role="alert" color="fg.error">
            {apiErrorMessage(create.error, 'Could not create the issue.')}
          </Text>
        )}
        <Button type="submit" alignSelf="flex-start" loading={create.isPending}>
          Create issue
        </Button>
      </Stack>
    </form>
  );
}
