import type { Scan } from '@vigil/contract';
import { Alert, HStack, Link, RouterLink, Stack, Text } from '@vigil/shared';
import { formatTime } from '../../../lib/format-time';
import { paths } from '../../../paths';
import { ScanStatusBadge } from './scan-status-badge';

/**
 * When the scan ran, its state, the page it belongs to, why it failed if it did, and whether it
 * kept an earlier capture of a page that had not changed (issue 44).
 */
export function ScanSummary({ scan }: { scan: Scan }) {
  return (
    <Stack gap="2">
      <HStack gap="3" wrap="wrap">
        <ScanStatusBadge scan={scan} />
        <Text color="fg.muted" fontSize="sm">
          Started {formatTime(scan.time_created)}
          {scan.time_completed && ` · completed ${formatTime(scan.time_completed)}`}
        </Text>
      </HStack>
      <HStack gap="4" wrap="wrap" fontSize="sm">
        <Link asChild color="fg" textDecoration="underline">
          <RouterLink to={paths.page(scan.page)}>Back to the page</RouterLink>
        </Link>
        <Link asChild color="fg" textDecoration="underline">
          <RouterLink to={paths.site(scan.site)}>Site</RouterLink>
        </Link>
      </HStack>
      {scan.unchanged && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              Unchanged since {formatTime(scan.unchanged.since)}: last capture kept.
            </Alert.Title>
            <Alert.Description>
              The page&apos;s HTML, stylesheets, scripts and images were the same, so the
              screenshot, findings and scores are those of that capture
              {scan.unchanged.scan && (
                <>
                  {' ('}
                  <Link asChild color="fg" textDecoration="underline">
                    <RouterLink to={paths.scan(scan.unchanged.scan)}>
                      the scan that took it
                    </RouterLink>
                  </Link>
                  {')'}
                </>
              )}
              . Scan now on the page captures it again.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {scan.error !== null && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              {scan.http_status !== null
                ? 'The page is broken (its score is 0).'
                : 'The page could not be scanned.'}
            </Alert.Title>
            <Alert.Description overflowWrap="anywhere">{scan.error}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
    </Stack>
  );
}
