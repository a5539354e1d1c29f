import type { ScoreTrend } from '@vigil/contract';
import { Text } from '@vigil/shared';
import type { Column } from '../../../components/list/columns';
import { DataTable } from '../../../components/list/data-table';

type Point = ScoreTrend['points'][number];

const COLUMNS: Column<Point>[] = [
  { header: 'Day (UTC)', cell: (point) => point.date },
  { header: 'Average score', align: 'end', cell: (point) => point.score },
];

/** The daily average score, one row per day that had a scored scan (a table prints well). */
export function ScoreHistoryTable({ history }: { history: ScoreTrend }) {
  if (history.points.length === 0) {
    return <Text color="fg.muted">No scored scan in the last {history.days} days.</Text>;
  }
  return (
    <DataTable
      label="Score history"
      columns={COLUMNS}
      rows={history.points}
      rowKey={(point) => point.date}
    />
  );
}
