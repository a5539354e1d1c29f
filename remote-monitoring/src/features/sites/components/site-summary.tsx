import type { Site } from '@vigil/contract';
import { Flex, HStack, isCrawling, Link, RouterLink, Stack } from '@vigil/shared';
import { paths } from '../../../paths';
import { ManagedByCodeBadge } from '../../../components/managed-by-code-badge';
import { ScoreText } from '../../../components/score-text';
import { TestStatusBadge } from '../../../components/test-status-badge';
import { useLatestCrawl } from '../../../data/processes/get-crawl-progress';
import { CrawlStatus } from './crawl-status';
import { DeleteSiteButton } from './delete-site-button';
import { RecrawlButton } from './recrawl-button';
import { UrlHeading } from '../../../components/url-heading';

/** The site's URL, latest score and test, its crawl state with Re-crawl, and Delete (admins). */
export function SiteSummary({ site }: { site: Site }) {
  const crawling = isCrawling(site);
  const { progress, detail } = useLatestCrawl(site.id, crawling);
  return (
    <Stack gap="3">
      <UrlHeading url={site.site_url} />
      <HStack gap="3" wrap="wrap">
        <ScoreText score={site.info.latest_scan?.score} fontWeight="semibold" />
        <TestStatusBadge test={site.info.latest_test} />
        <ManagedByCodeBadge managedBy={site.managed_by} />
      </HStack>
      <Flex gap="3" align="center" wrap="wrap">
        <CrawlStatus site={site} progress={progress} detail={detail} />
        <RecrawlButton siteId={site.id} crawling={crawling} />
        <DeleteSiteButton site={site} />
        <Link asChild fontSize="sm">
          <RouterLink to={paths.siteMigration(site.id)}>Compare with another host</RouterLink>
        </Link>
      </Flex>
    </Stack>
  );
}
