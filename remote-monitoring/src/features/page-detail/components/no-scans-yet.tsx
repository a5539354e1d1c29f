import { Stack, Text } from '@vigil/shared';
import { ScanNowButton } from './scan-now-button';

/** A page never scanned: say what to do next. */
export function NoScansYet({ pageId }: { pageId: string }) {
  return (
    <Stack gap="3" align="start" borderWidth="1px" borderStyle="dashed" rounded="md" p="6">
      <Text fontWeight="medium">No scans yet</Text>
      <Text color="fg.muted">
        Scan the page to get its screenshot, scores, accessibility and console report.
      </Text>
      <ScanNowButton pageId={pageId} />
    </Stack>
  );
}
