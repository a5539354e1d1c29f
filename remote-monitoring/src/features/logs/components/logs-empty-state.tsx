import { Button, Link, Stack, Text } from '@vigil/shared';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../paths';

/**
 * Nothing logged. Only calls made with the team's API key are recorded (server.md §3 Log), not
 * what the web app does, so the way to fill the log is to use the key from /internal-api.
 */
export function LogsEmptyState({ onClearFilters }: { onClearFilters: (() => void) | null }) {
  return (
    <Stack
      gap="2"
      py="6"
      align="center"
      textAlign="center"
      borderWidth="1px"
      borderStyle="dashed"
      rounded="md"
    >
      <Text fontWeight="medium">
        {onClearFilters ? 'No requests match these filters' : 'No API requests yet'}
      </Text>
      {onClearFilters ? (
        <Button size="sm" variant="outline" onClick={onClearFilters}>
          Clear filters
        </Button>
      ) : (
        <>
          <Text color="fg.muted" fontSize="sm" px="4">
            Requests made with your team&apos;s API key (from scripts or CI) appear here with their
            status and what was sent and answered. Requests from this web app are not listed.
          </Text>
          <Link asChild fontSize="sm" colorPalette="blue">
            <RouterLink to={paths.internalApi}>Get your API key</RouterLink>
          </Link>
        </>
      )}
    </Stack>
  );
}
