import { apiErrorMessage, Button, Field, Input, Stack, Text, Textarea } from '@vigil/shared';
import { useMigrationForm } from '../hooks/use-migration-form';

/** The other host's base URL and, optionally, the paths to compare; starts the comparison. */
export function MigrationForm({
  siteId,
  onStarted,
}: {
  siteId: string;
  onStarted: (migrationId: string) => void;
}) {
  const { draft, change, errors, submit, create } = useMigrationForm(siteId, onStarted);

  return (
    <form onSubmit={submit} noValidate aria-label="Compare with another host">
      <Stack gap="4" maxW="40rem">
        <Field.Root required invalid={Boolean(errors.base_url)}>
          <Field.Label>Other base URL</Field.Label>
          <Input
            type="url"
            inputMode="url"
            placeholder="https://staging.example.com"
            value={draft.baseUrl}
            onChange={(event) => change({ baseUrl: event.target.value })}
          />
          <Field.HelperText>
            Each path is scanned here and on this site at the same moment.
          </Field.HelperText>
          <Field.ErrorText>{errors.base_url}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.paths)}>
          <Field.Label>Paths (optional)</Field.Label>
          <Textarea
            rows={4}
            placeholder={'/pricing\n/blog/launch'}
            value={draft.pathText}
            onChange={(event) => change({ pathText: event.target.value })}
          />
          <Field.HelperText>
            One per line. Leave empty to compare every page of the site (up to your plan’s pages per
            site).
          </Field.HelperText>
          <Field.ErrorText>{errors.paths}</Field.ErrorText>
        </Field.Root>
        {create.isError && (
          <Text role="alert" color="fg.error">
            {apiErrorMessage(create.error, 'Could not start the comparison.')}
          </Text>
        )}
        <Button type="submit" alignSelf="flex-start" loading={create.isPending}>
          Compare
        </Button>
      </Stack>
    </form>
  );
}
