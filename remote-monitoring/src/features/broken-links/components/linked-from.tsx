import type { CrawlLink } from '@vigil/contract';
import { Box, Button, Link, RouterLink, Stack, Text } from '@vigil/shared';
import { useState } from 'react';
import { Pagination } from '../../../components/pagination';
import { useLinkPages } from '../../../data/links/list-link-pages';
import { paths } from '../../../paths';

// Enough to act on; a link on every page of a site would otherwise bury the list.
const SHOWN_AT_FIRST = 3;

export interface LinkedFromProps {
  siteId: string;
  link: CrawlLink;
  /** "Linked from", or "Used on" for a resource the pages load. */
  label: string;
}

type Referrer = CrawlLink['linked_from'][number];

function ReferrerList({ referrers }: { referrers: Referrer[] }) {
  return (
    <Box as="ul" listStyleType="none" m="0" p="0" pl="3">
      {referrers.map((referrer) => (
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
  );
}

/**
 * The pages that link to a finding, and how many. The row carries the first few and the count
 * (`linked_from_count`); shown all, the rest are read a page at a time.
 */
export function LinkedFrom({ siteId, link, label }: LinkedFromProps) {
  const [all, setAll] = useState(false);
  const [page, setPage] = useState(1);
  const total = link.linked_from_count ?? link.linked_from.length;
  const inRow = total <= link.linked_from.length;
  const paged = useLinkPages(siteId, link, page, all && !inRow);
  if (total === 0) return null;
  const shown = !all
    ? link.linked_from.slice(0, SHOWN_AT_FIRST)
    : inRow
      ? link.linked_from
      : (paged.data?.results ?? link.linked_from);
  const hidden = total - Math.min(total, SHOWN_AT_FIRST);
  return (
    <Stack gap="1" fontSize="sm">
      <Text color="fg.muted">
        {label} {total === 1 ? '1 page' : `${total} pages`}
      </Text>
      <ReferrerList referrers={shown} />
      {paged.isError && all && <Text color="fg.error">The other pages could not be loaded.</Text>}
      {all && !inRow && (
        <Pagination
          label={`${label} ${link.url}`}
          page={page}
          count={total}
          onPageChange={setPage}
        />
      )}
      {hidden > 0 ? (
        <Button
          size="xs"
          variant="plain"
          alignSelf="flex-start"
          px="0"
          onClick={() => {
            setAll(!all);
            setPage(1);
          }}
        >
          {all ? 'Show fewer' : `Show ${hidden} more`}
        </Button>
      ) : null}
    </Stack>
  );
}
