import type { Case } from '@vigil/contract';
import { Button } from '@vigil/shared';
import { downloadText } from '../lib/download-text';
import { specFileName, toPlaywrightSpec } from '../lib/to-playwright-spec';

export interface ExportSpecButtonProps {
  testCase: Case;
  /** The case's site, for relative addresses; null without one. */
  siteUrl: string | null;
  /** While the site loads: exporting then would write relative addresses it could resolve. */
  waiting: boolean;
}

/** Downloads the case as a Playwright `.spec.ts`, written in the browser from its steps. */
export function ExportSpecButton({ testCase, siteUrl, waiting }: ExportSpecButtonProps) {
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={waiting || testCase.steps.length === 0}
      onClick={() =>
        downloadText(specFileName(testCase), toPlaywrightSpec(testCase, siteUrl), 'text/typescript')
      }
    >
      Export as Playwright test
    </Button>
  );
}
