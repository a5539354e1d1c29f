import type { CrawlLink } from '@vigil/contract';
import { Badge, Box, Flex, Stack, Text } from '@vigil/shared';
import { LinkedFrom } from './linked-from';

/** What went wrong with the link: "404", "Redirects to …", or the request's error. */
function outcomeOf(link: CrawlLink): string {
  if (link.kind === 'redirect') {
    const status = link.status === null ? '' : `${link.status} `;
    return link.final_url ? `${status}redirects to ${link.final_url}` : `${status}redirect`;
  }
  if (link.status !== null) return `HTTP ${link.status}`;
  return link.error ?? 'Request failed';
}

/** One broken link or redirect and the pages that link to it. */
export function CrawlLinkItem({ link }: { link: CrawlLink }) {
  const broken = link.kind === 'broken';
  return (
    <Box as="li" borderBottomWidth="1px" borderColor="border.muted" py="3">
      <Stack gap="2">
        <Flex gap="2" align="center" wrap="wrap">
          <Badge variant="subtle" colorPalette={broken ? 'red' : 'orange'}>
            {broken ? 'Broken' : 'Redirect'}
          </Badge>
          <Text fontWeight="medium" wordBreak="break-all">
            {link.url}
          </Text>
        </Flex>
        <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
          {outcomeOf(link)}
        </Text>
        <LinkedFrom referrers={link.linked_from} />
      </Stack>
    </Box>
  );
}
