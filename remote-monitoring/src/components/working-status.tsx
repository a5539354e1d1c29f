import { HStack, POLL_MS, Spinner, Text } from '@vigil/shared';

/**
 * A run still working, shown where its results will be ("Scan running…"), with the pace it is
 * re-read at; the results replace it by themselves.
 */
export function WorkingStatus({ children }: { children: string }) {
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
      <Text>{children}</Text>
      <Text color="fg.muted" fontSize="sm">
        Checking again every {POLL_MS / 1000} seconds.
      </Text>
    </HStack>
  );
}
