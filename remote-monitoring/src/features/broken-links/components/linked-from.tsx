import type { CrawlLink } from '@vigil/contract';
import { Box, Button, Link, RouterLink, Stack, Text } from '@vigil/shared';
import { useState } from 'react';
import { paths } from '../../../paths';

// Enough to act on; a link on every page of a site would otherwise bury the list.
const SHOWN_AT_FIRST = 3;

export interface LinkedFromProps {
  referrers: CrawlLink['linked_from'];
  /** "Linked from", or "Used on" for a resource the pages load. */
  label: string;
}

/** The pages that link to a finding, and how many; a stored page links to its own screen. */
export function LinkedFrom({ referrers, label }: LinkedFromProps) {
  const [all, setAll] = useState(false);
  const shown = all ? referrers : referrers.slice(0, SHOWN_AT_FIRST);
  const hidden = referrers.length - shown.length;
  if (referrers.length === 0) return null;
  return (
    <Stack gap="1" fontSize="sm">
      <Text color="fg.muted">
        {label} {referrers.length === 1 ? '1 page' : `${referrers.length} pages`}
      </Text>
      <Box as="ul" listStyleType="none" m="0" p="0" pl="3">
        {shown.map((referrer) => (
          <Box as="li" key={referrer.url} wordBreak="break-all">
            {referrer.page ? (
              <Link asChild color="fg">
                <RouterLink to={paths.page(referrer.page)}>{referrer.url}</RouterLink>
              </Link>
            ) : (
              referrer.url
            )}
          </Box>
        ))}
      </Box>
      {hidden > 0 || all ? (
        <Button
          size="xs"
          variant="plain"
          alignSelf="flex-start"
          px="0"
          onClick={() => setAll(!all)}
        >
          {all ? 'Show fewer' : `Show ${hidden} more`}
        </Button>
      ) : null}
    </Stack>
  );
}
