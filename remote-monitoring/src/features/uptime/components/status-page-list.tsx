import { endpoints, type StatusPage } from '@vigil/contract';
import { Link, Stack, Text } from '@vigil/shared';
import type { Column } from '../../../components/list/columns';
import { DataTable } from '../../../components/list/data-table';
import {
  EditableList,
  editDeleteColumn,
  type RowEditing,
} from '../../../components/list/editable-list';
import { useListParams } from '../../../components/list/use-list-params';
import { publicUrlOf, useDeleteStatusPage, useStatusPages } from '../data/status-pages';
import { StatusPageFormDialog } from './status-page-form-dialog';

const monitorCount = (page: StatusPage) =>
  page.monitor_ids.length === 1 ? '1 monitor' : `${page.monitor_ids.length} monitors`;

function StatusPagesTable(props: { pages: StatusPage[]; editing: RowEditing<StatusPage> }) {
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
    editDeleteColumn((it) => it.title, props.editing),
  ];
  return <DataTable label="Status pages" columns={columns} rows={props.pages} />;
}

/** The team's public status pages: each links to its public address; New, Edit and Delete. */
export function StatusPageList() {
  const { page, setPage } = useListParams(endpoints.listStatusPages.query, { inUrl: false });
  const pages = useStatusPages(page);
  const remove = useDeleteStatusPage();
  return (
    <EditableList
      noun={{ one: 'status page', many: 'status pages' }}
      query={pages}
      page={page}
      onPageChange={setPage}
      empty={{
        title: 'No status pages yet',
        hint: 'A status page shows your customers whether your monitors are up, at a public address that needs no account. Add a monitor first, then a status page that shows it.',
      }}
      table={(rows, editing) => <StatusPagesTable pages={rows} editing={editing} />}
      form={(edited, onClose) => <StatusPageFormDialog page={edited} onClose={onClose} />}
      remove={remove}
      deleteQuestion={{
        message: (deleting) =>
          `${deleting.public_path} will answer "not found". Your monitors stay.`,
      }}
    />
  );
}
