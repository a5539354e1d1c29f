import { endpoints, issueStatusSchema } from '@vigil/contract';
import { Button, Flex } from '@vigil/shared';
import { useState } from 'react';
import { ListFrame } from '../../../components/list/list-frame';
import { SearchBox } from '../../../components/search-box';
import { useListParams } from '../../../components/list/use-list-params';
import { useCloseIssues } from '../../../data/issues/close-issues';
import { useIssues } from '../../../data/issues/list-issues';
import { IssueStatusFilter } from './issue-status-filter';
import { IssuesEmptyState } from './issues-empty-state';
import { IssuesTable } from './issues-table';

// Open by default: the issues that need work.
const ISSUES_PARAMS = endpoints.listIssues.query.extend({
  status: issueStatusSchema.default('open'),
});

/** The team's issues of one status, searchable, a page at a time, with bulk close. */
export function IssueList() {
  const { page, setPage, filters, setFilters } = useListParams(ISSUES_PARAMS);
  const { status } = filters;
  const search = filters.search ?? '';
  const issues = useIssues(status, search, page);
  const close = useCloseIssues();
  // Ticks belong to the rows on screen: another page, status or search starts with none.
  const [selection, setSelection] = useState({ key: '', ids: new Set<string>() });
  const viewKey = `${status}|${search}|${page}`;
  const selected = selection.key === viewKey ? selection.ids : new Set<string>();
  const select = (ids: Set<string>) => setSelection({ key: viewKey, ids });

  const toolbar = (
    <Flex gap="3" wrap="wrap" align="center">
      <IssueStatusFilter status={status} onChange={(next) => setFilters({ status: next })} />
      <SearchBox
        label="Search issues"
        placeholder="Search titles"
        value={search}
        onSearch={(text) => setFilters({ search: text }, { replace: true })}
      />
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
  );
  return (
    <ListFrame
      label="Issues"
      toolbar={toolbar}
      query={issues}
      loadingLabel="Loading issues"
      errorText="Could not load your issues."
      empty={<IssuesEmptyState status={status} search={search} />}
      page={page}
      onPageChange={setPage}
    >
      {(rows) => (
        <IssuesTable
          issues={rows}
          selection={status === 'open' ? { selected, onChange: select } : undefined}
        />
      )}
    </ListFrame>
  );
}
