import { caseUpdateBodySchema, type Case } from '@vigil/contract';
import { apiErrorMessage, Button, Field, Heading, HStack, Input, Stack } from '@vigil/shared';
import { useState, type FormEvent } from 'react';
import { useRenameCase } from '../../../data/cases/rename-case';

const titleSchema = caseUpdateBodySchema.shape.title.unwrap();

/** The case's title as its heading, with Rename turning it into a field until saved. */
export function CaseTitle({ testCase }: { testCase: Case }) {
  const [draft, setDraft] = useState<string | null>(null);
  const rename = useRenameCase(testCase.id);
  if (draft === null) {
    return (
      <HStack gap="2" align="baseline" wrap="wrap">
        <Heading as="h2" size="md" overflowWrap="anywhere">
          {testCase.title}
        </Heading>
        <Button size="xs" variant="ghost" onClick={() => setDraft(testCase.title)}>
          Rename
        </Button>
      </HStack>
    );
  }
  const parsed = titleSchema.safeParse(draft);
  const error = parsed.success
    ? rename.isError
      ? apiErrorMessage(rename.error, 'Could not rename the case.')
      : undefined
    : parsed.error.issues[0]?.message;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (parsed.success) rename.mutate(parsed.data, { onSuccess: () => setDraft(null) });
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Rename the case">
      <Stack gap="2" maxW="40rem">
        <Field.Root invalid={Boolean(error)}>
          <Field.Label>Title</Field.Label>
          <Input value={draft} maxLength={200} onChange={(event) => setDraft(event.target.value)} />
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
        <HStack gap="2">
          <Button size="sm" type="submit" loading={rename.isPending}>
            Save title
          </Button>
          <Button size="sm" variant="outline" onClick={() => setDraft(null)}>
            Cancel
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
