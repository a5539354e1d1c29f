import type { ScoreTrend } from '@vigil/contract';
import { Table, Text } from '@vigil/shared';

/** The daily average score, one row per day that had a scored scan (a table prints well). */
export function ScoreHistoryTable({ history }: { history: ScoreTrend }) {
  if (history.points.length === 0) {
    return <Text color="fg.muted">No scored scan in the last {history.days} days.</Text>;
  }
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label="Score history">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Day (UTC)</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Average score</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {history.points.map((point) => (
            <Table.Row key={point.date}>
              <Table.Cell>{point.date}</Table.Cell>
              <Table.Cell textAlign="end">{point.score}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
