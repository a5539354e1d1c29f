import { apiErrorMessage, Button, Stack, Text, useNavigate } from '@vigil/shared';
import { paths } from '../../../paths';
import { useCreateIssue } from '../../../data/issues/create-issue';
import { useIssueDraft } from '../hooks/use-issue-draft';
import { IssueFields } from './issue-fields';

/** Writes an issue down by hand and opens it once the API has stored it. */
export function NewIssueForm() {
  const create = useCreateIssue();
  const navigate = useNavigate();
  const { draft, setDraft, tried, submit } = useIssueDraft(
    { title: '', details: '', labels: '' },
    (fields) => create.mutate(fields, { onSuccess: (issue) => navigate(paths.issue(issue.id)) }),
  );

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
