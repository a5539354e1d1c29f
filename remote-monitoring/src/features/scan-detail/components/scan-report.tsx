import type { Scan } from '@vigil/contract';
import { Grid, Stack } from '@vigil/shared';
import { HtmlSource } from './html-source';
import { ReportSection } from './report-section';
import { ScanCheckSections } from './scan-check-sections';
import { ScanScreenshot } from './scan-screenshot';
import { ScanTimings } from './scan-timings';

/** Everything a completed scan found, one section per check. */
export function ScanReport({ scan }: { scan: Scan }) {
  return (
    <Stack gap="8">
      <ScanCheckSections
        scan={scan}
        afterScores={
          <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="8" alignItems="start">
            <ReportSection title="Screenshot">
              <ScanScreenshot image={scan.images[0]} alt="Screenshot of the scanned page" />
            </ReportSection>
            <ReportSection title="Timings">
              <ScanTimings timings={scan.timings} />
            </ReportSection>
          </Grid>
        }
      />
      <ReportSection title="HTML source">
        <HtmlSource html={scan.html} />
      </ReportSection>
    </Stack>
  );
}
