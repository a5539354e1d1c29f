import { Button, Flex, Skeleton, Stack } from '@vigil/shared';
import { useState } from 'react';
import { Pagination } from '../../../components/pagination';
import { QueryError } from '../../../components/query-error';
import { useCloseIssues } from '../../../data/issues/close-issues';
import { useIssues } from '../../../data/issues/list-issues';
import type { IssueFilters } from '../hooks/use-issue-filters';
import { IssueSearch } from './issue-search';
import { IssueStatusFilter } from './issue-status-filter';
import { IssuesEmptyState } from './issues-empty-state';
import { IssuesTable } from './issues-table';

export interface IssueListProps {
  filters: IssueFilters;
  page: number;
  onPageChange: (page: number) => void;
}

/** The team's issues of one status, searchable, a page at a time, with bulk close. */
export function IssueList({ filters, page, onPageChange }: IssueListProps) {
  const { status, search } = filters;
  const issues = useIssues(status, search, page);
  const close = useCloseIssues();
  // Ticks belong to the rows on screen: another page, status or search starts with none.
  const [selection, setSelection] = useState({ key: '', ids: new Set<string>() });
  const viewKey = `${status}|${search}|${page}`;
  const selected = selection.key === viewKey ? selection.ids : new Set<string>();
  const select = (ids: Set<string>) => setSelection({ key: viewKey, ids });

  return (
    <Stack as="section" aria-label="Issues" gap="3">
      <Flex gap="3" wrap="wrap" align="center">
        <IssueStatusFilter status={status} onChange={filters.setStatus} />
        <IssueSearch search={search} onSearch={filters.setSearch} />
        {status === 'open' && (
          <Button
            size="sm"
            variant="outline"
            ms={{ sm: 'auto' }}
            disabled={selected.size === 0}
            loading={close.isPending}
            onClick={() => close.mutate([...selected], { onSuccess: () => select(new Set()) })}
          >
            {selected.size > 0 ? `Close selected (${selected.size})` : 'Close selected'}
          </Button>
        )}
      </Flex>
      {issues.isPending ? (
        <Stack gap="2" aria-busy="true" aria-label="Loading issues">
          <Skeleton h="8" />
          <Skeleton h="8" />
          <Skeleton h="8" />
        </Stack>
      ) : issues.isError ? (
        <QueryError
          what="Could not load your issues."
          error={issues.error}
          onRetry={() => void issues.refetch()}
        />
      ) : issues.data.count === 0 ? (
        <IssuesEmptyState status={status} search={search} />
      ) : (
        <>
          <IssuesTable
            issues={issues.data.results}
            selectable={status === 'open'}
            selected={selected}
            onSelectedChange={select}
            dimmed={issues.isPlaceholderData}
          />
          <Pagination
            label="Issues"
            page={page}
            count={issues.data.count}
            onPageChange={onPageChange}
          />
        </>
      )}
    </Stack>
  );
}
