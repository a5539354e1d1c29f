import { Heading, Stack } from '@vigil/shared';
import { useId, type ReactNode } from 'react';

/** A titled region of the scan report; the heading names the region for screen readers. */
export function ReportSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3" minW="0">
      <Heading as="h2" size="md" id={headingId}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
