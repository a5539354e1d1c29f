import type { CrawlLink } from '@vigil/contract';
import { Badge, Box, Flex, Stack, Text } from '@vigil/shared';
import { LinkedFrom } from './linked-from';

const BADGES: Record<CrawlLink['kind'], { label: string; color: string }> = {
  broken: { label: 'Broken', color: 'red' },
  redirect: { label: 'Redirect', color: 'orange' },
  resource: { label: 'Broken resource', color: 'red' },
};

/** What went wrong with the link: "404", "Redirects to …", or the request's error. */
function outcomeOf(link: CrawlLink): string {
  if (link.kind === 'redirect') {
    // A page that answers 200 and moves on by itself: a meta refresh or a script.
    if (link.status !== null && link.status < 300 && link.final_url)
      return `redirects in the page (refresh or script) to ${link.final_url}`;
    const status = link.status === null ? '' : `${link.status} `;
    return link.final_url ? `${status}redirects to ${link.final_url}` : `${status}redirect`;
  }
  const via = link.final_url ? ` (redirected to ${link.final_url})` : '';
  if (link.status !== null) return `HTTP ${link.status}${via}`;
  return link.error ?? 'Request failed';
}

/** One broken link, redirect or broken resource and the pages that link to (or load) it. */
export function CrawlLinkItem({ siteId, link }: { siteId: string; link: CrawlLink }) {
  const badge = BADGES[link.kind];
  return (
    <Box as="li" borderBottomWidth="1px" borderColor="border.muted" py="3">
      <Stack gap="2">
        <Flex gap="2" align="center" wrap="wrap">
          <Badge variant="subtle" colorPalette={badge.color}>
            {badge.label}
          </Badge>
          <Text fontWeight="medium" wordBreak="break-all">
            {link.url}
          </Text>
        </Flex>
        <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
          {outcomeOf(link)}
        </Text>
        <LinkedFrom
          siteId={siteId}
          link={link}
          label={link.kind === 'resource' ? 'Used on' : 'Linked from'}
        />
      </Stack>
    </Box>
  );
}
