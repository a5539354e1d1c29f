import { addSiteDialogOpenAtom, Button, Stack, Text, useSetAtom } from '@vigil/shared';

/**
 * No cases yet. Cases come from the case.generate job after a site's pages are scanned
 * (server.md §4.4), so the way to get some is to add a site: the button opens the host's dialog.
 */
export function CasesEmptyState({ filtered }: { filtered: boolean }) {
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
      <Text fontWeight="medium">{filtered ? 'No cases for this site yet' : 'No cases yet'}</Text>
      <Text color="fg.muted" fontSize="sm" px="4">
        {filtered
          ? 'Vigil generates cases once the site has been crawled and its pages scanned. Check back in a few minutes.'
          : 'Vigil generates cases after you add a site: it crawls the site, scans its pages, then writes cases for its forms, navigation and main call to action.'}
      </Text>
      {!filtered && (
        <Button size="sm" onClick={() => openAddSite(true)}>
          Add Site
        </Button>
      )}
    </Stack>
  );
}
