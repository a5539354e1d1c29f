import type { ScoreTrend } from '@vigil/contract';
import { Text } from '@vigil/shared';
import { DataTable, type TableSpec } from '../../../components/list/data-table';

type Point = ScoreTrend['points'][number];

const HISTORY_TABLE: TableSpec<Point> = {
  label: 'Score history',
  rowKey: (point) => point.date,
  columns: [
    { header: 'Day (UTC)', cell: (point) => point.date },
    { header: 'Average score', align: 'end', cell: (point) => point.score },
  ],
};

/** The daily average score, one row per day that had a scored scan (a table prints well). */
export function ScoreHistoryTable({ history }: { history: ScoreTrend }) {
  if (history.points.length === 0) {
    return <Text color="fg.muted">No scored scan in the last {history.days} days.</Text>;
  }
  return <DataTable {...HISTORY_TABLE} rows={history.points} />;
}
