import type { IssueStatus } from '@vigil/contract';
import { Flex, Link, RouterLink, Skeleton, Stack, Text } from '@vigil/shared';
import { useState } from 'react';
import { Pagination } from '../../../components/pagination';
import { QueryState } from '../../../components/query-state';
import { SectionCard } from '../../../components/section-card';
import { useSiteIssues } from '../../../data/issues/list-site-issues';
import { paths } from '../../../paths';
import { IssueStatusFilter } from './issue-status-filter';
import { IssuesTable } from './issues-table';

/**
 * The issues about one site (raised by its tests, case runs and flows, or about its pages),
 * open ones first, closed ones a click away; each opens its issue. Managing many at once
 * happens on /issue.
 */
export function SiteIssues({ siteId }: { siteId: string }) {
  const [status, setStatus] = useState<IssueStatus>('open');
  const [page, setPage] = useState(1);
  const issues = useSiteIssues(siteId, status, page);
  const show = (next: IssueStatus) => {
    setStatus(next);
    setPage(1);
  };
  const body = (
    <QueryState
      query={issues}
      loading={<Skeleton h="16" aria-label="Loading the site's issues" />}
      failed="Could not load the site's issues."
    >
      {({ count, results }) =>
        count === 0 ? (
          <Text color="fg.muted">
            {status === 'open'
              ? 'No open issues on this site. A failing test, case run or flow opens one here.'
              : 'No closed issues on this site yet.'}
          </Text>
        ) : (
          <>
            <IssuesTable issues={results} />
            <Pagination label="Issues" page={page} count={count} onPageChange={setPage} />
          </>
        )
      }
    </QueryState>
  );
  return (
    <SectionCard title="Issues">
      <Stack gap="3">
        <Flex gap="3" justify="space-between" align="center" wrap="wrap">
          <IssueStatusFilter status={status} onChange={show} />
          <Link asChild fontSize="sm" color="fg.info">
            <RouterLink to={paths.issues}>All issues of the team</RouterLink>
          </Link>
        </Flex>
        {body}
      </Stack>
    </SectionCard>
  );
}
