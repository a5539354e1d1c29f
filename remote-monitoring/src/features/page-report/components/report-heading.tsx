import type { Page, Scan } from '@vigil/contract';
import { Flex, Stack, Text } from '@vigil/shared';
import type { ReactNode } from 'react';
import { UrlHeading } from '../../../components/url-heading';

export interface ReportHeadingProps {
  page: Page;
  scan: Scan | null;
  /** The Print and Download PDF buttons. */
  actions: ReactNode;
}

const utc = (iso: string) => `${iso.replace('T', ' ').slice(0, 16)} UTC`;

/** The page's URL, when its latest scan completed, and the report's actions. */
export function ReportHeading({ page, scan, actions }: ReportHeadingProps) {
  return (
    <Flex justify="space-between" align="start" gap="3" wrap="wrap">
      <Stack gap="1" minW="0" flex="1">
        <UrlHeading url={page.page_url} />
        <Text color="fg.muted" fontSize="sm">
          {scan?.time_completed
            ? `Latest scan ${utc(scan.time_completed)}`
            : 'This page has not been scanned yet.'}
        </Text>
      </Stack>
      {actions}
    </Flex>
  );
}
