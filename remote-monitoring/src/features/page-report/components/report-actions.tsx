import { useMutation } from '@tanstack/react-query';
import { apiErrorMessage, Button, HStack, notify } from '@vigil/shared';
import { downloadPageReport } from '../../../data/reports/download-page-report';

export interface ReportActionsProps {
  pageId: string;
  pageUrl: string;
}

/** Print (the browser's dialog, of this screen) and Download PDF (rendered by the server). */
export function ReportActions({ pageId, pageUrl }: ReportActionsProps) {
  const download = useMutation({
    mutationFn: () => downloadPageReport(pageId, pageUrl),
    onError: (error) => notify.error(apiErrorMessage(error, 'Could not download the PDF.')),
  });
  return (
    // The buttons are for the screen; a printout has no use for them.
    <HStack gap="2" wrap="wrap" _print={{ display: 'none' }}>
      <Button size="sm" variant="outline" onClick={() => window.print()}>
        Print
      </Button>
      <Button size="sm" loading={download.isPending} onClick={() => download.mutate()}>
        Download PDF
      </Button>
    </HStack>
  );
}
