import type { Site } from '@vigil/contract';
import { Box, Flex, HStack, Link, RouterLink } from '@vigil/shared';
import type { ReactNode } from 'react';
import { URL_LINK_STYLE } from '../../../components/list/row-link';
import { ManagedByCodeBadge } from '../../../components/managed-by-code-badge';
import { ScoreText } from '../../../components/score-text';
import { TestStatusBadge } from '../../../components/test-status-badge';
import { paths } from '../../../paths';
import { CrawlStatus } from './crawl-status';

/**
 * One site: its URL as the link (the accessible name is exactly site_url; the e2e journey finds
 * it that way), then latest score, `trend` (a slot: the route composes another feature's
 * sparkline here), latest test and crawl state. Wraps under the URL on a phone.
 */
export function SiteListItem({ site, trend }: { site: Site; trend?: ReactNode }) {
  return (
    <Box as="li" borderBottomWidth="1px" borderColor="border.muted" py="3">
      <Flex gap={{ base: '2', md: '4' }} align={{ md: 'center' }} wrap="wrap">
        <Link
          asChild
          fontWeight="medium"
          color="fg"
          flex="1 1 16rem"
          minW="0"
          wordBreak="break-all"
          {...URL_LINK_STYLE}
        >
          <RouterLink to={paths.site(site.id)}>{site.site_url}</RouterLink>
        </Link>
        <HStack gap="3" wrap="wrap">
          <ScoreText score={site.info.latest_scan?.score} fontWeight="semibold" />
          {trend}
          <TestStatusBadge test={site.info.latest_test} />
          <ManagedByCodeBadge managedBy={site.managed_by} />
          {/* A fixed width keeps the rows' columns aligned on wide screens. */}
          <Box minW={{ md: '15rem' }}>
            <CrawlStatus site={site} />
          </Box>
        </HStack>
      </Flex>
    </Box>
  );
}
