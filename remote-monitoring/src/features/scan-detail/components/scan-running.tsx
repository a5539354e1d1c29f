import { HStack, POLL_MS, Spinner, Text } from '@vigil/shared';

/** Shown instead of the report until the scan completes; the report then replaces it by itself. */
export function ScanRunning() {
  return (
    <HStack
      role="status"
      aria-live="polite"
      gap="3"
      wrap="wrap"
      borderWidth="1px"
      rounded="md"
      p="4"
    >
      <Spinner size="sm" aria-hidden="true" />
      <Text>Scan running…</Text>
      <Text color="fg.muted" fontSize="sm">
        Checking again every {POLL_MS / 1000} seconds.
      </Text>
    </HStack>
  );
}
