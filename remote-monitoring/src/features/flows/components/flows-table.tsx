import type { Flow } from '@vigil/contract';
import { Link, RouterLink, Text } from '@vigil/shared';
import type { Column } from '../../../components/list/columns';
import { DataTable } from '../../../components/list/data-table';
import { linkColumn } from '../../../components/list/row-link';
import { formatTime } from '../../../lib/format-time';
import { paths } from '../../../paths';
import { FlowRowActions } from './flow-row-actions';
import { FlowStatusBadge } from './flow-status-badge';

const nodeCount = (count: number) => (count === 1 ? '1 node' : `${count} nodes`);

/** The flows of one list page: title, size, last run (linked), Run and Delete. */
export function FlowsTable({ flows }: { flows: Flow[] }) {
  const columns: Column<Flow>[] = [
    linkColumn('Flow', '12rem', (it) => ({ to: paths.flow(it.id), text: it.title })),
    { header: 'Nodes', nowrap: true, numeric: true, cell: (it) => nodeCount(it.nodes.length) },
    {
      header: 'Last run',
      nowrap: true,
      cell: (it) =>
        it.last_run ? (
          <Link asChild display="inline-flex" gap="2" alignItems="center">
            <RouterLink to={paths.flowRun(it.last_run.id)}>
              <FlowStatusBadge status={it.last_run.status} />
              <Text as="span" color="fg.muted" fontSize="sm">
                {formatTime(it.last_run.time_created)}
              </Text>
            </RouterLink>
          </Link>
        ) : (
          <Text color="fg.muted">Never run</Text>
        ),
    },
    {
      header: <Text srOnly>Actions</Text>,
      align: 'end',
      nowrap: true,
      cell: (it) => <FlowRowActions flow={it} />,
    },
  ];
  return <DataTable label="Flows" minWidth="36rem" columns={columns} rows={flows} />;
}
