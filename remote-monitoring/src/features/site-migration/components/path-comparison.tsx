import type { SiteMigrationPath } from '@vigil/contract';
import { Alert, HStack, Link, RouterLink, Stack, Text } from '@vigil/shared';
import type { ReactNode } from 'react';
import { URL_LINK_STYLE } from '../../../components/list/row-link';
import { MigrationStatusBadge } from './migration-status-badge';

/** How a path's comparison is shown: the test screen's report, handed in by the route. */
export type RenderReport = (path: SiteMigrationPath) => ReactNode;

/** The path's address on one of the two hosts, opening in a new tab. */
function HostUrl({ host, url }: { host: string; url: string }) {
  return (
    <Text overflowWrap="anywhere">
      {host}:{' '}
      <Link href={url} target="_blank" rel="noreferrer" {...URL_LINK_STYLE}>
        {url}
      </Link>
    </Text>
  );
}

/** One path compared on both hosts, its report, and the way back to the paths. */
export function PathComparison({
  path,
  backTo,
  report,
}: {
  path: SiteMigrationPath;
  backTo: string;
  report: RenderReport;
}) {
  return (
    <Stack gap="4">
      <Link asChild color="fg" textDecoration="underline" fontSize="sm" alignSelf="flex-start">
        <RouterLink to={backTo}>Back to the paths</RouterLink>
      </Link>
      <HStack gap="3" wrap="wrap">
        <Text as="h3" fontSize="xl" fontWeight="semibold" overflowWrap="anywhere">
          {path.path}
        </Text>
        <MigrationStatusBadge status={path.status} />
        <Text fontSize="xl" fontVariantNumeric="tabular-nums">
          {path.score === null ? '—' : `${path.score} %`}
        </Text>
      </HStack>
      <Stack gap="0" fontSize="sm">
        <HostUrl host="This site" url={path.source_url} />
        <HostUrl host="Other host" url={path.target_url} />
      </Stack>
      {path.error && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Could not compare this path</Alert.Title>
            <Alert.Description>{path.error}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {report(path)}
    </Stack>
  );
}
