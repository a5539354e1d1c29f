import { siteMigrationCreateBodySchema } from '@vigil/contract';
import { apiErrorMessage, Button, Field, Input, Stack, Text, Textarea } from '@vigil/shared';
import { useState, type FormEvent } from 'react';
import { useCreateSiteMigration } from '../../../data/site-migrations/create-site-migration';

/** The paths typed one per line; blank lines ignored. */
const pathsOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The first message of each field the contract refuses (the API would say the same). */
function fieldErrors(baseUrl: string, paths: string[]) {
  const parsed = siteMigrationCreateBodySchema.safeParse({
    base_url: baseUrl,
    ...(paths.length > 0 ? { paths } : {}),
  });
  const errors: { base_url?: string; paths?: string } = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0] === 'paths' ? 'paths' : 'base_url';
    const line = issue.path[0] === 'paths' && typeof issue.path[1] === 'number';
    errors[field] ??= line ? `Line ${Number(issue.path[1]) + 1}: ${issue.message}` : issue.message;
  }
  return errors;
}

/** The other host's base URL and, optionally, the paths to compare; starts the comparison. */
export function MigrationForm({
  siteId,
  onStarted,
}: {
  siteId: string;
  onStarted: (migrationId: string) => void;
}) {
  const [baseUrl, setBaseUrl] = useState('');
  const [pathText, setPathText] = useState('');
  const [tried, setTried] = useState(false);
  const create = useCreateSiteMigration(siteId);
  const paths = pathsOf(pathText);
  const errors = tried ? fieldErrors(baseUrl, paths) : {};

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (Object.keys(fieldErrors(baseUrl, paths)).length > 0) return;
    create.mutate(
      { base_url: baseUrl.trim(), ...(paths.length > 0 ? { paths } : {}) },
      { onSuccess: (migration) => onStarted(migration.id) },
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Compare with another host">
      <Stack gap="4" maxW="40rem">
        <Field.Root required invalid={Boolean(errors.base_url)}>
          <Field.Label>Other base URL</Field.Label>
          <Input
            type="url"
            inputMode="url"
            placeholder="https://staging.example.com"
            value={baseUrl}
            onChange={(event) => setBaseUrl(event.target.value)}
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
            value={pathText}
            onChange={(event) => setPathText(event.target.value)}
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
