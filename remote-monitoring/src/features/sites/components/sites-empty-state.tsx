import { Stack, Text } from '@vigil/shared';

/**
 * No sites yet. The Add Site dialog belongs to the host and a remote has no way to open it (no
 * shared atom or event), so this points at the sidebar button instead.
 */
export function SitesEmptyState() {
  return (
    <Stack gap="1" py="6" textAlign="center" borderWidth="1px" borderStyle="dashed" rounded="md">
      <Text fontWeight="medium">No sites yet</Text>
      <Text color="fg.muted" fontSize="sm" px="4">
        Use the Add Site button in the sidebar to add your first site. Vigil crawls it, then scans
        and tests its pages.
      </Text>
    </Stack>
  );
}
