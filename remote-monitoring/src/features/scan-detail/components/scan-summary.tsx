import type { Scan } from '@vigil/contract';
import { Alert, HStack, Link, RouterLink, Stack, Text } from '@vigil/shared';
import { formatTime } from '../../../lib/format-time';
import { paths } from '../../../paths';
import { ScanStatusBadge } from './scan-status-badge';

/** When the scan ran, its state, the page it belongs to, and why it failed if it did. */
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
