import { endpoints, type Secret } from '@vigil/contract';
import { Box, HStack, Stack, Text, useMyMembership } from '@vigil/shared';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ActionDeleteButtons } from '../../../components/list/action-delete-buttons';
import { type TableSpec, DataTable } from '../../../components/list/data-table';
import { ListEmpty } from '../../../components/list/list-empty';
import { ListFrame } from '../../../components/list/list-frame';
import { useListParams } from '../../../components/list/use-list-params';
import { useDeleteSecret } from '../../../data/secrets/delete-secret';
import { useSecrets } from '../../../data/secrets/list-secrets';
import { formatTime } from '../../../lib/format-time';
import { SecretForm } from './secret-form';

const placeholder = (name: string) => `{{${name}}}`;

/** Use in a step as, when set, and for an admin Replace and Delete. */
function secretsTable(
  isAdmin: boolean,
  onReplace: (secret: Secret) => void,
  onDelete: (secret: Secret) => void,
): TableSpec<Secret> {
  const actions = {
    header: 'Actions',
    align: 'end' as const,
    cell: (secret: Secret) => (
      <HStack gap="1" justify="end">
        <ActionDeleteButtons
          action="Replace"
          name={secret.name}
          onAction={() => onReplace(secret)}
          onDelete={() => onDelete(secret)}
        />
      </HStack>
    ),
  };
  return {
    label: 'Secrets',
    columns: [
      {
        header: 'Use in a step as',
        cell: (secret) => (
          <Box as="code" fontFamily="mono" overflowWrap="anywhere">
            {placeholder(secret.name)}
          </Box>
        ),
      },
      {
        header: 'Set',
        nowrap: true,
        muted: true,
        cell: (secret) => formatTime(secret.time_updated),
      },
      ...(isAdmin ? [actions] : []),
    ],
  };
}

/**
 * The team's secrets for cases: names only (no answer holds a value); admins add, replace and
 * delete them. A step value's `{{NAME}}` is replaced by the value when a run types it.
 */
export function SecretsPanel() {
  const me = useMyMembership();
  const isAdmin = me.data?.type === 'admin';
  const { page, setPage } = useListParams(endpoints.listSecrets.query, { inUrl: false });
  const secrets = useSecrets(page);
  const [name, setName] = useState('');
  const [toDelete, setToDelete] = useState<Secret | null>(null);
  const remove = useDeleteSecret(() => setToDelete(null));

  const table = secretsTable(isAdmin, (secret) => setName(secret.name), setToDelete);

  return (
    <Stack gap="4">
      <Text color="fg.muted" fontSize="sm">
        Write <code>{placeholder('NAME')}</code> in a step&apos;s value (a password to log in, an
        API key) and the run types the secret&apos;s value in its place. Values are stored encrypted
        and never shown again, not even here; runs mask them in errors.
      </Text>
      <ListFrame
        label="Secrets"
        query={secrets}
        loadingLabel="Loading secrets"
        errorText="Could not load your secrets."
        empty={
          <ListEmpty
            title="No secrets yet"
            hint={
              isAdmin
                ? 'Add one below, then use it in a step as {{NAME}}.'
                : 'An admin of your team adds them.'
            }
          />
        }
        page={page}
        onPageChange={setPage}
      >
        {(rows) => <DataTable {...table} rows={rows} />}
      </ListFrame>
      {isAdmin ? (
        <SecretForm name={name} onNameChange={setName} />
      ) : (
        <Text color="fg.muted" fontSize="sm">
          Only admins add, replace or delete secrets.
        </Text>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete secret"
        message={`Delete ${toDelete?.name ?? ''}? Steps that use ${placeholder(toDelete?.name ?? 'it')} then fail, naming it.`}
        confirmLabel="Delete secret"
        busy={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete.id)}
        onClose={() => setToDelete(null)}
      />
    </Stack>
  );
}
