import type { Scan } from '@vigil/contract';
import { Link } from '@vigil/shared';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Column } from '../../../components/list/columns';
import { DataTable } from '../../../components/list/data-table';
import { ScoreText } from '../../../components/score-text';
import { formatTime } from '../../../lib/format-time';
import { paths } from '../../../paths';

export interface ScansTableProps {
  scans: Scan[];
  /** The status cell; the route supplies the scan feature's badge (features do not import each other). */
  renderStatus: (scan: Scan) => ReactNode;
}

/** A page's scans, newest first; scrolls sideways on a phone. */
export function ScansTable({ scans, renderStatus }: ScansTableProps) {
  const columns: Column<Scan>[] = [
    {
      header: 'Time',
      nowrap: true,
      cell: (scan) => (
        <Link asChild color="fg">
          <RouterLink to={paths.scan(scan.id)}>{formatTime(scan.time_created)}</RouterLink>
        </Link>
      ),
    },
    { header: 'Score', cell: (scan) => <ScoreText score={scan.score} /> },
    { header: 'Status', cell: renderStatus },
  ];
  return (
    <DataTable
      label="Scans"
      columns={columns}
      rows={scans}
      rowKey={(scan) => scan.id}
      minWidth="24rem"
    />
  );
}
