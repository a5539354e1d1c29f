import { Button, type ButtonProps } from '@vigil/shared';
import { useScanPage } from '../../../data/scans/scan-page';

/** Starts a scan of the page; disabled while the request is on its way. */
export function ScanNowButton({ pageId, ...props }: { pageId: string } & ButtonProps) {
  const scan = useScanPage(pageId);
  return (
    <Button
      size="sm"
      disabled={scan.isPending}
      loading={scan.isPending}
      loadingText="Starting…"
      onClick={() => scan.mutate()}
      {...props}
    >
      Scan now
    </Button>
  );
}
