import type { Scan } from '@vigil/contract';
import type { ReactNode } from 'react';
import { DataTable } from '../../../components/list/data-table';
import { RowLink } from '../../../components/list/row-link';
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
  const time = (scan: Scan) => (
    <RowLink to={paths.scan(scan.id)}>{formatTime(scan.time_created)}</RowLink>
  );
  const score = (scan: Scan) => <ScoreText score={scan.score} />;
  const columns = [
    { header: 'Time', nowrap: true, cell: time },
    { header: 'Score', cell: score },
    { header: 'Status', cell: renderStatus },
  ];
  return <DataTable label="Scans" minWidth="24rem" columns={columns} rows={scans} />;
}
