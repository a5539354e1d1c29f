import { Button, Flex, HStack, Link, RouterLink, Skeleton, Stack, Text } from '@vigil/shared';
import { paths } from '../../../paths';
import { usePage } from '../../../data/pages/get-page';
import { LatestTestLink } from './latest-test-link';
import { PageAddresses } from './page-addresses';
import { ScanNowButton } from './scan-now-button';
import { TestNowButton } from './test-now-button';
import { UrlHeading } from '../../../components/url-heading';

export interface PageHeaderProps {
  pageId: string;
  /** False while the empty state offers its own Scan now. */
  showScanNow: boolean;
}

/** The page's URL, site and latest test, with Scan now and Test now. */
export function PageHeader({ pageId, showScanNow }: PageHeaderProps) {
  const page = usePage(pageId);
  const siteId = page.data?.site;
  return (
    <Flex justify="space-between" align="start" gap="3" wrap="wrap">
      {/* At least 18rem before the buttons wrap below it: on a phone the URL and its other
          addresses were squeezed into a column a word wide beside three buttons. */}
      <Stack gap="1" minW="0" flex="1 1 18rem">
        {page.isPending ? (
          <Skeleton h="6" w="60%" aria-label="Loading the page URL" />
        ) : page.isError ? (
          <Text color="fg.muted">The page's URL could not be loaded.</Text>
        ) : (
          <>
            <UrlHeading url={page.data.page_url} />
            <PageAddresses page={page.data} />
          </>
        )}
        <HStack gap="3" wrap="wrap">
          <LatestTestLink pageId={pageId} />
          {siteId !== undefined && (
            <Link asChild fontSize="sm" color="fg.muted" textDecoration="underline">
              <RouterLink to={paths.site(siteId)}>Back to the site</RouterLink>
            </Link>
          )}
        </HStack>
      </Stack>
      <HStack gap="2" wrap="wrap">
        <Button asChild size="sm" variant="outline">
          <RouterLink to={paths.pageReport(pageId)}>Report</RouterLink>
        </Button>
        <TestNowButton pageId={pageId} />
        {showScanNow && <ScanNowButton pageId={pageId} />}
      </HStack>
    </Flex>
  );
}
