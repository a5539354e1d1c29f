import type { Test } from '@vigil/contract';
import { Text } from '@vigil/shared';
import { DataTable, type TableSpec } from '../../../components/list/data-table';
import { RowLink } from '../../../components/list/row-link';
import { TestStatusBadge } from '../../../components/test-status-badge';
import { formatTime } from '../../../lib/format-time';
import { paths } from '../../../paths';

/** "87.1 % of 95 %": the score against the threshold it had to reach. */
function ScoreVsThreshold({ test }: { test: Test }) {
  const below = test.score !== null && test.score < test.threshold;
  return (
    <Text fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
      <Text as="span" fontWeight="semibold" color={below ? 'fg.error' : 'fg'}>
        {test.score === null ? '—' : `${test.score} %`}
      </Text>{' '}
      <Text as="span" color="fg.muted">
        of {test.threshold} %
      </Text>
    </Text>
  );
}

const TESTS_TABLE: TableSpec<Test> = {
  label: 'Tests',
  minWidth: '24rem',
  columns: [
    {
      header: 'Time',
      nowrap: true,
      cell: (test) => <RowLink to={paths.test(test.id)}>{formatTime(test.time_created)}</RowLink>,
    },
    { header: 'Status', cell: (test) => <TestStatusBadge test={test} /> },
    { header: 'Score', cell: (test) => <ScoreVsThreshold test={test} /> },
  ],
};

/** A page's tests, newest first; scrolls sideways on a phone. */
export function TestsTable({ tests }: { tests: Test[] }) {
  return <DataTable {...TESTS_TABLE} rows={tests} />;
}
