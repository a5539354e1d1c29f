import type { Issue } from '@vigil/contract';
import { Badge, HStack, Link, Text } from '@vigil/shared';
import { Link as RouterLink } from 'react-router';
import type { Column } from '../../../components/list/columns';
import { DataTable } from '../../../components/list/data-table';
import { formatTime } from '../../../lib/format-time';
import { paths } from '../../../paths';

const COLUMNS: Column<Issue>[] = [
  {
    header: 'Issue',
    minWidth: '14rem',
    cell: (issue) => (
      <>
        <Link asChild color="fg" fontWeight="medium">
          <RouterLink to={paths.issue(issue.id)}>{issue.title}</RouterLink>
        </Link>
        {issue.affected && (
          <Text color="fg.muted" fontSize="xs">
            {issue.affected.str}
          </Text>
        )}
      </>
    ),
  },
  {
    header: 'Labels',
    cell: (issue) => (
      <HStack gap="1" wrap="wrap">
        {issue.labels.map((label) => (
          <Badge key={label} variant="outline">
            {label}
          </Badge>
        ))}
      </HStack>
    ),
  },
  {
    header: 'Opened',
    align: 'end',
    nowrap: true,
    muted: true,
    cell: (issue) => formatTime(issue.time_created),
  },
];

export interface IssuesTableProps {
  issues: Issue[];
  /** Rows can be ticked for "Close selected" (open issues only). */
  selection?: { selected: ReadonlySet<string>; onChange: (selected: Set<string>) => void };
}

/** One page of issues; scrolls sideways on a phone rather than squeezing the titles. */
export function IssuesTable({ issues, selection }: IssuesTableProps) {
  return (
    <DataTable
      label="Issues"
      columns={COLUMNS}
      rows={issues}
      rowKey={(issue) => issue.id}
      minWidth="32rem"
      selection={selection && { ...selection, nameOf: (issue) => issue.title }}
    />
  );
}
