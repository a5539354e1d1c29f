import { endpoints, type StatusPage } from '@vigil/contract';
import { Button, HStack, Link, Stack, Text } from '@vigil/shared';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { Column } from '../../../components/list/columns';
import { DataTable } from '../../../components/list/data-table';
import { EditDeleteButtons } from '../../../components/list/edit-delete-buttons';
import { ListEmpty } from '../../../components/list/list-empty';
import { ListFrame } from '../../../components/list/list-frame';
import { useListParams } from '../../../components/list/use-list-params';
import { publicUrlOf, useDeleteStatusPage, useStatusPages } from '../data/status-pages';
import { StatusPageFormDialog } from './status-page-form-dialog';

/** What the form edits: nothing (closed), a new page, or an existing one. */
type Editing = { page: StatusPage | null } | null;

const monitorCount = (page: StatusPage) =>
  page.monitor_ids.length === 1 ? '1 monitor' : `${page.monitor_ids.length} monitors`;

function StatusPagesTable(props: {
  pages: StatusPage[];
  onEdit: (page: StatusPage) => void;
  onDelete: (page: StatusPage) => void;
}) {
  const columns: Column<StatusPage>[] = [
    {
      header: 'Status page',
      minWidth: '10rem',
      cell: (it) => (
        <Stack gap="0">
          <Text fontWeight="medium">{it.title}</Text>
          <Link href={publicUrlOf(it.public_path)} target="_blank" rel="noreferrer" fontSize="sm">
            {it.public_path}
          </Link>
        </Stack>
      ),
    },
    { header: 'Shows', nowrap: true, muted: true, cell: monitorCount },
    {
      header: <Text srOnly>Actions</Text>,
      align: 'end',
      cell: (it) => (
        <EditDeleteButtons
          name={it.title}
          onEdit={() => props.onEdit(it)}
          onDelete={() => props.onDelete(it)}
        />
      ),
    },
  ];
  return <DataTable label="Status pages" columns={columns} rows={props.pages} />;
}

/** The team's public status pages: each links to its public address; New, Edit and Delete. */
export function StatusPageList() {
  const { page, setPage } = useListParams(endpoints.listStatusPages.query, { inUrl: false });
  const pages = useStatusPages(page);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<StatusPage | null>(null);
  const remove = useDeleteStatusPage();
  const create = (
    <Button size="sm" onClick={() => setEditing({ page: null })}>
      New status page
    </Button>
  );
  return (
    <>
      <ListFrame
        label="Status pages"
        toolbar={<HStack justify="end">{create}</HStack>}
        query={pages}
        loadingLabel="Loading status pages"
        errorText="Could not load your status pages."
        empty={
          <ListEmpty
            title="No status pages yet"
            hint="A status page shows your customers whether your monitors are up, at a public address that needs no account. Add a monitor first, then a status page that shows it."
            action={create}
          />
        }
        page={page}
        onPageChange={setPage}
      >
        {(rows) => (
          <StatusPagesTable
            pages={rows}
            onEdit={(edited) => setEditing({ page: edited })}
            onDelete={setDeleting}
          />
        )}
      </ListFrame>
      {editing ? (
        <StatusPageFormDialog page={editing.page} onClose={() => setEditing(null)} />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this status page?"
        message={
          deleting ? `${deleting.public_path} will answer "not found". Your monitors stay.` : ''
        }
        confirmLabel="Delete status page"
        busy={remove.isPending}
        onConfirm={() =>
          deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })
        }
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
