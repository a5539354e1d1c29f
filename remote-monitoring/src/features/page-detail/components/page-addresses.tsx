import type { Page } from '@vigil/contract';
import { Text } from '@vigil/shared';

/**
 * The page's other addresses (one document is one page: its trailing-slash twin, pages naming
 * it as canonical) and a canonical URL it names that the crawler does not follow.
 */
export function PageAddresses({ page }: { page: Pick<Page, 'aliases' | 'canonical_url'> }) {
  return (
    <>
      {page.aliases.length > 0 && (
        <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
          Also reached at {page.aliases.join(', ')}
        </Text>
      )}
      {page.canonical_url && (
        <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
          Canonical link: {page.canonical_url} (not followed)
        </Text>
      )}
    </>
  );
}
