import type { Scan } from '@vigil/contract';
import { Link, Table } from '@vigil/shared';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ScoreText } from '../../../components/score-text';
import { formatTime } from '../../../lib/format-time';
import { paths } from '../../../paths';

export interface ScansTableProps {
  scans: Scan[];
  dimmed: boolean;
  /** The status cell; the route supplies the scan feature's badge (features do not import each other). */
  renderStatus: (scan: Scan) => ReactNode;
}

/** A page's scans, newest first; scrolls sideways on a phone. */
export function ScansTable({ scans, dimmed, renderStatus }: ScansTableProps) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" opacity={dimmed ? 0.6 : 1}>
      <Table.Root size="sm" minW="24rem" aria-label="Scans">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Time</Table.ColumnHeader>
            <Table.ColumnHeader>Score</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {scans.map((scan) => (
            <Table.Row key={scan.id}>
              <Table.Cell whiteSpace="nowrap">
                <Link asChild color="fg">
                  <RouterLink to={paths.scan(scan.id)}>{formatTime(scan.time_created)}</RouterLink>
                </Link>
              </Table.Cell>
              <Table.Cell>
                <ScoreText score={scan.score} />
              </Table.Cell>
              <Table.Cell>{renderStatus(scan)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
