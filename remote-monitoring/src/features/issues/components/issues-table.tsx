import type { Issue } from '@vigil/contract';
import { Badge, HStack, Text } from '@vigil/shared';
import { DataTable, type TableSpec } from '../../../components/list/data-table';
import { RowLink } from '../../../components/list/row-link';
import { formatTime } from '../../../lib/format-time';
import { paths } from '../../../paths';

/** The title, and under it what the issue is about ("https://shop.example.com/"). */
function IssueTitle({ issue }: { issue: Issue }) {
  return (
    <>
      <RowLink strong to={paths.issue(issue.id)}>
        {issue.title}
      </RowLink>
      {issue.affected && (
        <Text color="fg.muted" fontSize="xs">
          {issue.affected.str}
        </Text>
      )}
    </>
  );
}

const ISSUES_TABLE: TableSpec<Issue> = {
  label: 'Issues',
  minWidth: '32rem',
  columns: [
    { header: 'Issue', minWidth: '14rem', cell: (issue) => <IssueTitle issue={issue} /> },
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
  ],
};

export interface IssuesTableProps {
  issues: Issue[];
  /** Rows can be ticked for "Close selected" (open issues only). */
  selection?: { selected: ReadonlySet<string>; onChange: (selected: Set<string>) => void };
}

/** One page of issues; scrolls sideways on a phone rather than squeezing the titles. */
export function IssuesTable({ issues, selection }: IssuesTableProps) {
  const nameOf = (issue: Issue) => issue.title;
  return (
    <DataTable {...ISSUES_TABLE} rows={issues} selection={selection && { ...selection, nameOf }} />
  );
}
