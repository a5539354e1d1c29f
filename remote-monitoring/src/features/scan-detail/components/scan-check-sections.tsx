import type { Scan } from '@vigil/contract';
import type { ReactNode } from 'react';
import { A11yViolations } from './a11y-violations';
import { ConsoleMessages } from './console-messages';
import { FailingAudits } from './failing-audits';
import { ReportSection } from './report-section';
import { ScanScores } from './scan-scores';
import { SecurityFindings } from './security-findings';

export interface ScanCheckSectionsProps {
  scan: Scan;
  /** Shown between the scores and the checks (the scan screen's screenshot and timings). */
  afterScores?: ReactNode;
  /** The console section's title and lines: the printed report keeps only errors and warnings. */
  console?: { title: string; logs: Scan['logs'] };
}

/** The scores and one section per check of a completed scan, as the scan screen and report show them. */
export function ScanCheckSections({ scan, afterScores, console }: ScanCheckSectionsProps) {
  return (
    <>
      <ReportSection title="Scores">
        <ScanScores scan={scan} />
      </ReportSection>
      {afterScores}
      <ReportSection title="Failing audits">
        <FailingAudits lighthouse={scan.lighthouse} />
      </ReportSection>
      <ReportSection title="Accessibility">
        <A11yViolations a11y={scan.a11y} />
      </ReportSection>
      <ReportSection title={console?.title ?? 'Console'}>
        <ConsoleMessages logs={console?.logs ?? scan.logs} />
      </ReportSection>
      <ReportSection title="Security">
        <SecurityFindings security={scan.security} />
      </ReportSection>
    </>
  );
}
