import { Box, Flex, Heading, Skeleton, Stack, Text } from '@vigil/shared';
import { useState } from 'react';
import { Pagination } from '../../../components/pagination';
import { QueryError } from '../../../components/query-error';
import { type CrawlLinkFilter, useSiteLinks } from '../../../data/links/list-site-links';
import { CrawlLinkItem } from './crawl-link-item';
import { LinkKindFilter } from './link-kind-filter';

export interface BrokenLinksProps {
  siteId: string;
  /** When the latest crawl finished; null before the first one. */
  crawledAt: string | null;
}

/** Broken links and redirects the latest crawl met, with the pages that link to them. */
export function BrokenLinks({ siteId, crawledAt }: BrokenLinksProps) {
  const [kind, setKind] = useState<CrawlLinkFilter>('all');
  // Kept out of the address: ?page= already pages the pages table above.
  const [page, setPage] = useState(1);
  const links = useSiteLinks(siteId, crawledAt, kind, page);
  const choose = (next: CrawlLinkFilter) => {
    setKind(next);
    setPage(1);
  };
  return (
    <Stack as="section" aria-label="Broken links" gap="3">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="md">
          Broken links and redirects
        </Heading>
        <LinkKindFilter value={kind} onChange={choose} />
      </Flex>
      {links.isPending ? (
        <Skeleton h="16" aria-busy="true" aria-label="Loading broken links" />
      ) : links.isError ? (
        <QueryError
          what="Could not load the broken links."
          error={links.error}
          onRetry={() => void links.refetch()}
        />
      ) : links.data.count === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          {crawledAt
            ? 'The latest crawl found no broken links or redirects.'
            : 'Broken links and redirects show here once the first crawl has finished.'}
        </Text>
      ) : (
        <>
          <Box as="ul" listStyleType="none" m="0" p="0" opacity={links.isPlaceholderData ? 0.6 : 1}>
            {links.data.results.map((link) => (
              <CrawlLinkItem key={`${link.kind} ${link.url}`} link={link} />
            ))}
          </Box>
          <Pagination
            label="Broken links"
            page={page}
            count={links.data.count}
            onPageChange={setPage}
          />
        </>
      )}
    </Stack>
  );
}
