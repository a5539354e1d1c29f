import { Button, Flex, Heading, Skeleton, Stack, Text } from '@vigil/shared';
import { Pagination } from '../../../components/pagination';
import { QueryError } from '../../../components/query-error';
import { usePages } from '../../../data/pages/list-pages';
import { useScanSite } from '../../../data/scans/scan-site';
import { PagesTable } from './pages-table';

export interface SitePagesProps {
  siteId: string;
  page: number;
  onPageChange: (page: number) => void;
}

/** The site's pages, a page at a time, with Scan all. */
export function SitePages({ siteId, page, onPageChange }: SitePagesProps) {
  const pages = usePages(siteId, page);
  const scan = useScanSite(siteId);
  const empty = pages.data?.count === 0;
  return (
    <Stack as="section" aria-label="Pages" gap="3">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="md">
          Pages
        </Heading>
        <Button
          size="sm"
          disabled={scan.isPending || empty || !pages.data}
          loading={scan.isPending}
          onClick={() => scan.mutate()}
        >
          Scan all
        </Button>
      </Flex>
      {pages.isPending ? (
        <Stack gap="2" aria-busy="true" aria-label="Loading pages">
          <Skeleton h="8" />
          <Skeleton h="8" />
        </Stack>
      ) : pages.isError ? (
        <QueryError
          what="Could not load the pages."
          error={pages.error}
          onRetry={() => void pages.refetch()}
        />
      ) : empty ? (
        <Text color="fg.muted" fontSize="sm">
          No pages yet. The crawl finds them; start one with Re-crawl if none is running.
        </Text>
      ) : (
        <>
          <PagesTable pages={pages.data.results} dimmed={pages.isPlaceholderData} />
          <Pagination
            label="Site pages"
            page={page}
            count={pages.data.count}
            onPageChange={onPageChange}
          />
        </>
      )}
    </Stack>
  );
}
