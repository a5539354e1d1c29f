import type { Scan } from '@vigil/contract';
import { Grid, Stack } from '@vigil/shared';
import { A11yViolations } from './a11y-violations';
import { ConsoleMessages } from './console-messages';
import { FailingAudits } from './failing-audits';
import { HtmlSource } from './html-source';
import { ReportSection } from './report-section';
import { ScanScores } from './scan-scores';
import { ScanScreenshot } from './scan-screenshot';
import { ScanTimings } from './scan-timings';
import { SecurityFindings } from './security-findings';

/** Everything a completed scan found, one section per check. */
export function ScanReport({ scan }: { scan: Scan }) {
  return (
    <Stack gap="8">
      <ReportSection title="Scores">
        <ScanScores scan={scan} />
      </ReportSection>
      <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="8" alignItems="start">
        <ReportSection title="Screenshot">
          <ScanScreenshot image={scan.images[0]} alt="Screenshot of the scanned page" />
        </ReportSection>
        <ReportSection title="Timings">
          <ScanTimings timings={scan.timings} />
        </ReportSection>
      </Grid>
      <ReportSection title="Failing audits">
        <FailingAudits lighthouse={scan.lighthouse} />
      </ReportSection>
      <ReportSection title="Accessibility">
        <A11yViolations a11y={scan.a11y} />
      </ReportSection>
      <ReportSection title="Console">
        <ConsoleMessages logs={scan.logs} />
      </ReportSection>
      <ReportSection title="Security">
        <SecurityFindings security={scan.security} />
      </ReportSection>
      <ReportSection title="HTML source">
        <HtmlSource html={scan.html} />
      </ReportSection>
    </Stack>
  );
}
