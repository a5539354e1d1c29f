import { addSiteDialogOpenAtom, Button, Stack, Text, useSetAtom } from '@vigil/shared';

/** No sites yet: says what happens next and opens the host's Add Site dialog. */
export function SitesEmptyState() {
  const openAddSite = useSetAtom(addSiteDialogOpenAtom);
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
      <Text fontWeight="medium">No sites yet</Text>
      <Text color="fg.muted" fontSize="sm" px="4">
        Add your first site: Vigil crawls it, then scans and tests its pages.
      </Text>
      <Button size="sm" onClick={() => openAddSite(true)}>
        Add Site
      </Button>
    </Stack>
  );
}
